// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 19 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { AIRLINE_KEYS, cancelReservation } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => cancelReservation(data, "Z7GOZK"));
  return data;
}

export default defineUserTask({
  id: 'airline_task_19',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You will have a crazy half-day trip to Texas. It is in your reservations but you don't remember the reservation id. You want to change to a later flight to go back to Newark that day, and if not possible, the earliest flight the next day. Your current return flight departs 3pm (on the 28th). Your name is Olivia Gonzalez. Your user id is olivia_gonzalez_2305. You currently reside in Newark.",
  requiredTools: [],
  reference: [
    externalCall("cancel_reservation", {"reservation_id": "Z7GOZK"}),
  ],
  referenceAnswer: "Reservation Z7GOZK is cancelled.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
