/**
 * The judge contract: builders, matchers, predicates, snapshot/trace/record types and typed errors.
 * Judge modules import this entry, so it stays light; each subsystem of the library has its own
 * entry (`chokepoint/analyzer`, `chokepoint/harness`, `chokepoint/stats`, ... — see package.json).
 */
export * from './contract/index.ts';
export * from './errors.ts';
