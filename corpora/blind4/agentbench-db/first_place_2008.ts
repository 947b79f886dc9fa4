// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 14: AFL Cairns Grand Final Results), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["Cairns Saints"];
const TYPE = "other";

export default defineUserTask({
  id: 'first_place_2008',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what team took first place in 2008? The name of this table is AFL Cairns Grand Final Results, and the headers of this table are Year,Premiers,Score,Runners Up,Score.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT PremiersFROM \"AFL Cairns Grand Final Results\"WHERE Year = '2008';" }),
    externalCall('commit_final_answer', { answer: "Cairns Saints" }),
  ],
  referenceAnswer: "Cairns Saints",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
