// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 12 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { AIRLINE_KEYS, updateReservationBaggages } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => updateReservationBaggages(data, "YAX4DR", 2, 0, "credit_card_4938634"));
  return data;
}

export default defineUserTask({
  id: 'airline_task_12',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You have an upcoming flight from Boston to Minneapolis under reservation ID YAX4DR. You want to change your class for all passengers to business. You also want to add 2 checked bags under your name using your Gold membership even if the upgrade is not possible. Your name is Chen Lee. Your user id is chen_lee_6825.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "YAX4DR"}),
    externalCall("search_direct_flight", {"origin": "BOS", "destination": "MCO", "date": "2024-05-18"}),
    externalCall("search_direct_flight", {"origin": "MCO", "destination": "MSP", "date": "2024-05-19"}),
    externalCall("calculate", {"expression": "2 * ((350 - 122) + (499 - 127))"}),
    externalCall("update_reservation_baggages", {"reservation_id": "YAX4DR", "total_baggages": 2, "nonfree_baggages": 0, "payment_id": "credit_card_4938634"}),
  ],
  referenceAnswer: "Cabin changes must apply to all passengers; I added 2 checked bags to YAX4DR for free.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
