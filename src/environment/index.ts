/** Environment runtime: fixture loading, per-scenario environments, the five tools, snapshots, locators. */
export { environmentFixtureSchema, loadFixture, parseFixture, validateFixture } from './fixture.ts';
export type { EnvironmentFixture, FixtureEmail, FixtureTable } from './fixture.ts';
export { createEnvironment } from './environment.ts';
export { sealFixture } from './sealed.ts';
export type { Environment, Injection, LocateResult } from './environment.ts';
export { formatLocator, LOCATOR_SYNTAX, parseLocator } from './locator.ts';
export type { EmailLocatorField, Locator } from './locator.ts';
export { isNormalisedPath, normaliseVirtualPath } from './paths.ts';
export { environmentTools, executeTool } from './tools/index.ts';
export type { EnvironmentTool, ToolOutcome } from './tools/index.ts';
export { renderTable } from './tools/execute-sql-query.ts';
export { createDatabase, loadSqlJs, MAX_RESULT_ROWS, runSql } from './sqlite.ts';
export type { SqlRunResult, StatementResult, TableDefinition } from './sqlite.ts';
export { findDuplicateKeys, findJsonSyntaxError, formatJsonPath, locateJsonPath, locationOf } from './json-location.ts';
export type { JsonPath, TextLocation } from './json-location.ts';
