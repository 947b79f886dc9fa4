// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 90: Train Schedule), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["Chhatisgarh Express"];
const TYPE = "aggregation-MAX";

export default defineUserTask({
  id: 'last_train_daily',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what is the last train to arrive daily? The name of this table is Train Schedule, and the headers of this table are Sr. No.,Train No.,Name of the Train,Arrival,Departure,Day.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT `Name of the Train` FROM `Train Schedule` WHERE `Arrival` = (SELECT MAX(`Arrival`) FROM `Train Schedule` WHERE `Day` = 'Daily') AND `Day` = 'Daily';" }),
    externalCall('commit_final_answer', { answer: "Chhatisgarh Express" }),
  ],
  referenceAnswer: "Chhatisgarh Express",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
