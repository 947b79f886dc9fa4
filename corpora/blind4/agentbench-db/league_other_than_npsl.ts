// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 6: Soccer Team Performance Table), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["CSL I"];
const TYPE = "other";

export default defineUserTask({
  id: 'league_other_than_npsl',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "other than npsl, what league has ny mens soccer team played in? The name of this table is Soccer Team Performance Table, and the headers of this table are Year,Division,League,Regular Season,Playoffs,Open Cup.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT DISTINCT LeagueFROM Soccer Team Performance TableWHERE League != 'NPSL';" }),
    externalCall('commit_final_answer', { answer: "CSL I" }),
  ],
  referenceAnswer: "CSL I",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
