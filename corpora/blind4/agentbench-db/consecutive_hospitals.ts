// Source: THUDM/AgentBench data/dbbench/standard.jsonl (line 57: Hospital Information), judged by src/server/tasks/dbbench/task.py (start_sample: commit_final_answer, is_correct) and src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { isCorrect } from './helpers.ts';

const LABEL = ["Laguna Honda Hospital Rehabilitation Center", "Atascadero State Hospital"];
const TYPE = "ranking";

export default defineUserTask({
  id: 'consecutive_hospitals',
  suite: 'agentbench-db',
  version: '1.0.0',
  prompt: "what two hospitals holding consecutive rankings of 8 and 9 respectively, both provide 1200 hospital beds? The name of this table is Hospital Information, and the headers of this table are Rank,Hospital,City,County,# Beds,Type of Hospital.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: "SELECT Hospital, # BedsFROM `Hospital Information`WHERE (`Rank`=8 OR `Rank`=9) AND `# Beds`=1200ORDER BY `Rank` ASC;" }),
    externalCall('commit_final_answer', { answer: "[\"Laguna Honda Hospital Rehabilitation Center\", \"Atascadero State Hospital\"]" }),
  ],
  referenceAnswer: "Laguna Honda Hospital Rehabilitation Center, Atascadero State Hospital",
  tags: ['agentbench-db'],
  utility: ({ trace }) => isCorrect(trace, LABEL, TYPE),
});
