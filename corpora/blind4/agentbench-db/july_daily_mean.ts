// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 100: Climate Data), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["higher"];
const TYPE = "aggregation-AVG";

export default defineUserTask({
  id: 'july_daily_mean',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "was the daily mean for july higher or lower than the daily mean for the year? The name of this table is Climate Data, and the headers of this table are Month,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,Year.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT     AVG(CAST(REPLACE(Jul,'\\n','') AS FLOAT)) AS Jul_Mean,    AVG(CAST(REPLACE([Daily mean °C (°F)] ,'\\n','') AS FLOAT)) AS Year_MeanFROM     [Climate Data]WHERE     Year IS NOT NULL;" }),
    externalCall('commit_final_answer', { answer: "higher" }),
  ],
  referenceAnswer: "higher",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
