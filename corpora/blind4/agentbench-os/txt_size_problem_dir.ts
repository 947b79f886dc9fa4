// Source: THUDM/AgentBench data/os_interaction/data/7/bootstrap.json (task 2), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts) with check/integer-match.py, commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { byteSize, CWD, evaluateAnswer, findFiles, integerMatch, loadConfig, printed, type Files } from './helpers.ts';

// example: cd problem_dir
//          find . -type f -iname "*.txt" -exec stat -c"%s" {} \; | awk '{total=total+$1} END {print total}'
const example = (files: Files) => {
  const cwd = `${CWD}/problem_dir`;
  const sizes = findFiles(files, '.', cwd)
    .filter((p) => /^.*\.txt$/i.test(p.slice(p.lastIndexOf('/') + 1)))
    .map((p) => String(byteSize(files[`${cwd}${p.slice(1)}`]!)));
  let total = 0;
  for (const line of sizes) total = total + Number(line.split(/\s+/)[0]);
  return printed(`${sizes.length === 0 ? '' : total}\n`);
};

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'txt_size_problem_dir',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: 'As a student, you are required to calculate the total size of all files with a specific file extension in a given directory, "problem_dir," and its subdirectories. You have to use Linux (Ubuntu) operating system commands to achieve this. The file extension and directory path will be given to you as input arguments.',
  requiredTools: [],
  reference: [
    externalCall('bash', { command: 'find problem_dir -type f -name "*.txt" -exec stat -c%s {} + | paste -sd+ | bc' }),
    externalCall('answer_action', { answer: '74' }),
  ],
  referenceAnswer: '74',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
