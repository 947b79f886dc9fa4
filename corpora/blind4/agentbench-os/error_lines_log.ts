// Source: THUDM/AgentBench data/os_interaction/data/7/bootstrap.json (task 3), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts) with check/integer-match.py, commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { CWD, evaluateAnswer, integerMatch, lineCount, loadConfig, printed, type Files } from './helpers.ts';

// example: find . -maxdepth 1 -name '*.log' -print0 | xargs -0 grep -iw '\<error\>' | wc -l
const example = (files: Files) => {
  const logs = Object.keys(files)
    .filter((p) => p.startsWith(`${CWD}/`) && !p.slice(CWD.length + 1).includes('/'))
    .filter((p) => /^.*\.log$/.test(p.slice(p.lastIndexOf('/') + 1)));
  const matched: string[] = [];
  for (const p of logs) {
    const lines = files[p]!.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const line of lines) if (/(?<![A-Za-z0-9_])error(?![A-Za-z0-9_])/i.test(line)) matched.push(`./${p.slice(CWD.length + 1)}:${line}`);
  }
  return printed(lineCount(matched));
};

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'error_lines_log',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: 'Design a problem that challenges students to count the number of lines containing the exact word "error" in all files with the extension ".log" in the current directory (excluding subdirectories). Count only lines where "error" appears and is not part of another word and is case-insensitive. For example, "errors" and "ERROR" should not be counted. The output should be an integer. Ensure that you operate in the current working directory where the files are created.',
  requiredTools: [],
  reference: [externalCall('bash', { command: "grep -w 'error' ./*.log | wc -l" }), externalCall('answer_action', { answer: '4' })],
  referenceAnswer: '4',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
