// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 2: Tournament Results), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["F"];
const TYPE = "other";

export default defineUserTask({
  id: 'tournament_2007',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "What in 2007 has a 2008 of sf, and a 2010 of f? The name of this table is Tournament Results, and the headers of this table are Tournament,2005,2006,2007,2008,2009,2010,2011,2012,2013,Win %.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Tournament FROM Tournament_Results WHERE 2007 = 'SF' AND 2008 = 'F' AND 2010 = 'F';" }),
    externalCall('commit_final_answer', { answer: "F" }),
  ],
  referenceAnswer: "F",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
