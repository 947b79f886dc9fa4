// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 22: Locomotive Inventory), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["3"];
const TYPE = "counting";

export default defineUserTask({
  id: 'operational_locomotives',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "how many locomotives are currently operational? The name of this table is Locomotive Inventory, and the headers of this table are Number,Name,Type,Livery,Status,Notes.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT COUNT(*) FROM `Locomotive Inventory` WHERE `Status` = 'Operational';" }),
    externalCall('commit_final_answer', { answer: "3" }),
  ],
  referenceAnswer: "3",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
