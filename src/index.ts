/** The typed library entry: everything the CLI does is available from here. */
export * from './contract/index.ts';
export * from './errors.ts';
