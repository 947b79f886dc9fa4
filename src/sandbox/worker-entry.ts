import { parentPort, workerData } from 'node:worker_threads';
import type { CompiledCode } from '../registry/index.ts';
import { ActivitySlot } from './activity.ts';
import { installContainment } from './inside/containment.ts';
import { WorkerState } from './inside/serve.ts';

/**
 * Entry file of a sandbox worker thread (started by thread.ts; compiled next to it as
 * worker-entry.js). Containment is installed before anything else runs; the worker locks itself
 * down before it serves its first request (`inside/serve.ts`).
 */
const port = parentPort;
if (!port) throw new Error('the sandbox worker entry must run in a worker thread');
installContainment((owner, message) => port.postMessage({ type: 'stray', owner, message }));
const data = workerData as { activity: SharedArrayBuffer; compiled: readonly CompiledCode[] };
await new WorkerState(port, new ActivitySlot(data.activity)).start(data.compiled);
