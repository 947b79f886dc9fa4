/** The chokepoint harness: host gate, mediators, agents, feasibility checks, runs and run directories. */
export * from './agents/index.ts';
export * from './capabilities.ts';
export * from './chokepoint.ts';
export * from './feasibility/index.ts';
export * from './gate.ts';
export * from './mediators/index.ts';
export * from './run/index.ts';
export * from './sql.ts';
export * from '../runs/store/index.ts';
