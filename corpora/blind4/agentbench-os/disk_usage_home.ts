// Source: THUDM/AgentBench data/os_interaction/data/dev.json (task 8), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts) with check/size-match.py, commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, findDirs, findFiles, CWD, loadConfig, printed, sizeMatch, byteSize, type Files } from './helpers.ts';

const BLOCK = 4096;

/** `du -sh DIR`: the 4 KiB blocks of every file and folder under DIR, printed as coreutils' human-readable size (one decimal below 10). */
function du_sh(files: Files, dir: string): string {
  let blocks = findDirs(files, dir).length;
  for (const p of findFiles(files, dir, CWD)) blocks += Math.ceil(byteSize(files[p]!) / BLOCK);
  const units = ['K', 'M', 'G', 'T', 'P'];
  let size = (blocks * BLOCK) / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const shown = size < 10 ? (Math.ceil(size * 10) / 10).toFixed(1) : String(Math.ceil(size));
  return `${shown}${units[unit]}\t${dir}`;
}

// example: du -sh /home | awk '{print $1}'
const example = (files: Files) => printed(`${du_sh(files, '/home').split(/\s+/)[0]}\n`);

const CONFIG = loadConfig({ check: [null, sizeMatch], example });

export default defineUserTask({
  id: 'disk_usage_home',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: 'How much disk space is being used by /home and all of its contents? Tell me in human-readable format.',
  requiredTools: [],
  reference: [externalCall('bash', { command: 'du -sh /home' }), externalCall('answer_action', { answer: '8.0K' })],
  referenceAnswer: '8.0K',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
