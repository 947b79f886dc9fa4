// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 37: NFL Draft Picks), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["none"];
const TYPE = "comparison";

export default defineUserTask({
  id: 'round_indiana_pick',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "Which Round has a School/Club Team of indiana, and a Pick smaller than 198? The name of this table is NFL Draft Picks, and the headers of this table are Round,Pick,Player,Position,School/Club Team.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Round FROM `NFL Draft Picks` WHERE `School/Club Team` = 'Indiana' AND Pick < 198;" }),
    externalCall('commit_final_answer', { answer: "none" }),
  ],
  referenceAnswer: "none",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
