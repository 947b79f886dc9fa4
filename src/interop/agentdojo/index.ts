/** AgentDojo interop: import published runs, case sets, argument-level goals and re-scoring. */
export * from './archive.ts';
export * from './case-sets.ts';
export * from './compact.ts';
export * from './convert.ts';
export * from './import.ts';
export * from './rescore.ts';
export * from './run-file.ts';
export * from './source-file.ts';
export * from './goals/index.ts';
