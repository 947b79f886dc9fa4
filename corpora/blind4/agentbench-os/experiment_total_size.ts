// Source: THUDM/AgentBench data/os_interaction/data/7/bootstrap.json (task 7), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts) with check/integer-match.py, commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { byteSize, CWD, evaluateAnswer, findFiles, integerMatch, loadConfig, printed, type Files } from './helpers.ts';

// example: find /home/user/experiment -type f -exec stat -c "%s" {} \; | awk '{total+=$1} END {print total}'
const example = (files: Files) => {
  const sizes = findFiles(files, '/home/user/experiment', CWD).map((p) => String(byteSize(files[p]!)));
  let total = 0;
  for (const line of sizes) total += Number(line.split(/\s+/)[0]);
  return printed(`${sizes.length === 0 ? '' : total}\n`);
};

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'experiment_total_size',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: 'Your task is to calculate the total size of all files in a given directory, including files in its subdirectories, and return the total size in bytes. The given directory is `/home/user/experiment` which contains multiple subdirectories and files of different sizes.\n\nNOTE: You should not use any pre-built tools or commands to return the total directory size directly (e.g., `du`). You are required to find the size of each file individually and calculate the total sum. The answer must be an integer.',
  requiredTools: [],
  reference: [
    externalCall('bash', { command: 'find /home/user/experiment -type f -exec wc -c {} + | tail -1' }),
    externalCall('answer_action', { answer: '94' }),
  ],
  referenceAnswer: '94',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
