// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 1: Jiu-Jitsu Championships Results), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["Women +60kg Bronze"];
const TYPE = "other";

export default defineUserTask({
  id: 'notes_method_decision',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "What are the Notes when the Method is decision? The name of this table is Jiu-Jitsu Championships Results, and the headers of this table are Result,Opponent,Method,Event,Notes.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Notes FROM \"Jiu-Jitsu Championships Results\" WHERE Method = 'Decision';" }),
    externalCall('commit_final_answer', { answer: "Women +60kg Bronze" }),
  ],
  referenceAnswer: "Women +60kg Bronze",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
