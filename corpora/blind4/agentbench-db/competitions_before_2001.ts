// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 46: Athletics Performances), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["World Youth Championships", "World Junior Championships", "European Junior Championships"];
const TYPE = "comparison";

export default defineUserTask({
  id: 'competitions_before_2001',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "which competitions did she compete in before the 2001 world championships? The name of this table is Athletics Performances, and the headers of this table are Year,Competition,Venue,Position,Notes.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT CompetitionFROM Athletics PerformancesWHERE Year < '2001'AND Competition != 'World Championships';" }),
    externalCall('commit_final_answer', { answer: "[\"World Youth Championships\", \"World Junior Championships\", \"European Junior Championships\"]" }),
  ],
  referenceAnswer: "World Youth Championships, World Junior Championships, European Junior Championships",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
