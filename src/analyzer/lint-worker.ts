import { parentPort, workerData } from 'node:worker_threads';
import { analyzeFiles } from './analyze.ts';
import { forLint, type LintWorkerData } from './lint-analysis.ts';

/** A lint worker thread: analyses its share of the files (`analyzeForLint`) and posts the result. */
const { files, rules } = workerData as LintWorkerData;
parentPort!.postMessage(analyzeFiles(files, { rules, classify: 'read-locations' }).files.map(forLint));
