// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 0 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData } from './db.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'airline_task_0',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You want to cancel reservation EHGLP3. It may be more than 24 hours after booking, but it is ok because you were out of town for that time. You are Emma Kim. Your user id is emma_kim_9957.",
  requiredTools: [],
  reference: [
  ],
  referenceAnswer: "I am sorry, this reservation is past the 24-hour window and cannot be cancelled.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
