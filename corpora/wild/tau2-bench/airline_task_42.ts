// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 42 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { AIRLINE_KEYS, cancelReservation } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => cancelReservation(data, "FDZ0T5"));
  makeToolCall(() => cancelReservation(data, "HSR97W"));
  return data;
}

export default defineUserTask({
  id: 'airline_task_42',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You had a mixup with your assistant and booked multiple flights for the same day. You are Sophia Martin. Your user id is sophia_martin_4574.",
  requiredTools: [],
  reference: [
    externalCall("get_user_details", {"user_id": "sophia_martin_4574"}),
    externalCall("get_reservation_details", {"reservation_id": "MFRB94"}),
    externalCall("get_reservation_details", {"reservation_id": "PUNERT"}),
    externalCall("get_reservation_details", {"reservation_id": "HSR97W"}),
    externalCall("get_reservation_details", {"reservation_id": "SE9KEL"}),
    externalCall("get_reservation_details", {"reservation_id": "FDZ0T5"}),
    externalCall("get_reservation_details", {"reservation_id": "HTR26G"}),
    externalCall("get_reservation_details", {"reservation_id": "5BGGWZ"}),
    externalCall("cancel_reservation", {"reservation_id": "FDZ0T5"}),
    externalCall("cancel_reservation", {"reservation_id": "HSR97W"}),
  ],
  referenceAnswer: "Reservations FDZ0T5 and HSR97W are cancelled.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
