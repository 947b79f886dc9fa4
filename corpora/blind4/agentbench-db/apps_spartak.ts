// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 9: Football_Stats), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["36"];
const TYPE = "other";

export default defineUserTask({
  id: 'apps_spartak',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what was the number of apps for spartak nizhy novgorod? The name of this table is Football_Stats, and the headers of this table are Season,Team,Country,Division,Apps,Goals.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Apps FROM Football_Stats WHERE Team = 'Spartak Nizhny Novgorod';" }),
    externalCall('commit_final_answer', { answer: "36" }),
  ],
  referenceAnswer: "36",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
