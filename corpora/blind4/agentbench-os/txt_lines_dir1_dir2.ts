// Source: THUDM/AgentBench data/os_interaction/data/7/bootstrap.json (task 5), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts) with check/integer-match.py, commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { CWD, evaluateAnswer, findFiles, integerMatch, loadConfig, printed, wcLines, type Files } from './helpers.ts';

// count_dirN=$(find dirN -iname "*.txt" -exec wc -l {} + | awk '{s+=$1} END {print s}')
function countDir(files: Files, dir: string): number {
  const txt = findFiles(files, dir, CWD).filter((p) => /^.*\.txt$/i.test(p.slice(p.lastIndexOf('/') + 1)));
  const wc = txt.map((p) => `${wcLines(files[`${CWD}/${p}`]!).trim()} ${p}`);
  if (txt.length > 1) wc.push(`${txt.reduce((n, p) => n + Number(wcLines(files[`${CWD}/${p}`]!).trim()), 0)} total`);
  let s = 0;
  for (const line of wc) s += Number(line.split(/\s+/)[0]);
  return s;
}

// example: total_count=$((count_dir1 + count_dir2)); echo "$total_count"
const example = (files: Files) => printed(`${countDir(files, 'dir1') + countDir(files, 'dir2')}\n`);

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'txt_lines_dir1_dir2',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: 'You are given a Linux file system with two directories named "dir1" and "dir2". Both directories contain a set of text files. Your task is to write a bash script to count the total number of lines in all the text files that reside in both "dir1" and "dir2". Please only consider the files with \'.txt\' extension.',
  requiredTools: [],
  reference: [externalCall('bash', { command: 'cat dir1/*.txt dir2/*.txt | wc -l' }), externalCall('answer_action', { answer: '6' })],
  referenceAnswer: '6',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
