// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 3 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData } from './db.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

const COMMUNICATE_INFO = ["4"];

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'airline_task_3',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You want to figure out the total number of suitcases the reservation allows you to take on your upcoming flight. You have a lot of things you need to bring with you on this trip. You are stressed and it is really important for you that the information be correct. You're pretty sure that you're a Gold member. You are Anya Garcia. Your user id is: anya_garcia_5901. Your confirmation number is JMO1MG.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "JMO1MG"}),
    externalCall("get_user_details", {"user_id": "anya_garcia_5901"}),
  ],
  referenceAnswer: "As a silver member on an economy reservation you can bring 4 suitcases in total.",
  tags: ['airline'],
  utility: ({ output, pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    let communicateReward = 1;
    for (const infoStr of COMMUNICATE_INFO) {
      const met = output.toLowerCase().replaceAll(',', '').includes(infoStr.toLowerCase());
      if (!met) communicateReward = 0;
    }
    return dbReward * communicateReward === 1;
  },
});
