export * from './define.ts';
export * from './matchers.ts';
export * from './predicates.ts';
export * from './record.ts';
export * from './snapshot.ts';
export * from './tools.ts';
export * from './trace.ts';
export * from './suite.ts';
