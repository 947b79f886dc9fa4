// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 13 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData } from './db.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  // transfer_to_human_agents is replayed too, but changes no data.
  return data;
}

export default defineUserTask({
  id: 'airline_task_13',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You want to change your upcoming one stop return flight from ATL to LAX to a nonstop flight from ATL to LAS (Las Vegas). Your name is James Lee. Your user id is james_lee_6136. Your reservation number is XEWRD9",
  requiredTools: [],
  reference: [
    externalCall("transfer_to_human_agents", {"summary": "User wants to change my upcoming one stop flight from ATL to LAX within reservation XEWRD9 to a nonstop flight from ATL to LAS (Las Vegas). Origin and destination of a reservation cannot be modified."}),
  ],
  referenceAnswer: "The origin and destination of a reservation cannot be changed; I am transferring you to a human agent.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
