// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 44: team_competition_stats), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["2006 AFC U-17 Championship", "2008 AFC Youth Championship qualification"];
const TYPE = "comparison";

export default defineUserTask({
  id: 'kakitani_competitions',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "in which major competitions did yoichiro kakitani have at least 3 starts? The name of this table is team_competition_stats, and the headers of this table are Team,Competition,Category,Appearances\\nStart,Appearances\\nSub,Goals,Team Record.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Competition FROM team_competition_stats WHERE Team = 'Yoichiro Kakitani' AND Appearances_Start >= 3;" }),
    externalCall('commit_final_answer', { answer: "[\"2006 AFC U-17 Championship\", \"2008 AFC Youth Championship qualification\"]" }),
  ],
  referenceAnswer: "2006 AFC U-17 Championship, 2008 AFC Youth Championship qualification",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
