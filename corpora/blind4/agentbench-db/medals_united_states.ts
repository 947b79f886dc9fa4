// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 3: Olympic Medals), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["2"];
const TYPE = "other";

export default defineUserTask({
  id: 'medals_united_states',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what was the total number of medals won by united states? The name of this table is Olympic Medals, and the headers of this table are Rank,Nation,Gold,Silver,Bronze,Total.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Total FROM `Olympic Medals` WHERE Nation='United States (USA)';" }),
    externalCall('commit_final_answer', { answer: "2" }),
  ],
  referenceAnswer: "2",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
