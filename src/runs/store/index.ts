/** Run directories: manifest.json plus one atomically written JSON record per scenario. */
export { writeFileAtomic } from '../../output.ts';
export {
  buildManifest,
  canonicalJson,
  canonicalListPieces,
  codeCommit,
  manifestDifferences,
  MEASUREMENT_KEYS,
  RECORDED_LATER_KEYS,
  suiteHashParts,
  suiteSha256,
  toolVersions,
  type ManifestInput,
  type SuiteContent,
} from './manifest.ts';
export { MANIFEST_FILE, manifestPath, recordPath, scenarioFileName, SCENARIOS_DIR, scenariosPath } from './paths.ts';
export {
  listScenarioFiles,
  readJsonFile,
  readManifest,
  readRunDirectory,
  scanRecords,
  type ReadOptions,
  type RecordProblem,
  type RunDirectory,
  type ScannedRecords,
} from './read.ts';
export { openRunDirectory, updateManifest, writeScenarioRecord, type OpenedRun } from './run-directory.ts';
export { lockRunDirectory, LOCK_FILE } from './lock.ts';
export { runManifestSchema, scenarioRecordSchema } from './schema.ts';
export { writeCompleteRun, writeRunContents } from './write-run.ts';
