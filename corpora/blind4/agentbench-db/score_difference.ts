// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 4: Football Matches), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["2 goals"];
const TYPE = "other";

export default defineUserTask({
  id: 'score_difference',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what is the difference between southampton's score and sunderland's score? The name of this table is Football Matches, and the headers of this table are Tie no,Home team,Score,Away team,Date.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT ABS(SUBSTR(Score,1,1) - SUBSTR(Score,3,1))FROM \"Football Matches\"WHERE Home team = 'Southampton' AND Away team = 'Sunderland';" }),
    externalCall('commit_final_answer', { answer: "2 goals" }),
  ],
  referenceAnswer: "2 goals",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
