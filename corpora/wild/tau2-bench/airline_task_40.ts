// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check x CommunicateEvaluator), instantiated with airline task 40 (data/tau2/domains/airline/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { AIRLINE_KEYS, updateReservationPassengers } from './airline-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => updateReservationPassengers(data, "3RK2T9", [{ first_name: "Anya", last_name: "Garcia", dob: "1992-11-12" }, { first_name: "Mei", last_name: "Garcia", dob: "1989-12-13" }]));
  return data;
}

export default defineUserTask({
  id: 'airline_task_40',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You booked the flight and you want to change the passenger name on the reservation. You are Anya Garcia. Your user id is anya_garcia_5901. Your reservation id is 3RK2T9.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "3RK2T9"}),
    externalCall("update_reservation_passengers", {"reservation_id": "3RK2T9", "passengers": [{"first_name": "Anya", "last_name": "Garcia", "dob": "1992-11-12"}, {"first_name": "Mei", "last_name": "Garcia", "dob": "1989-12-13"}]}),
  ],
  referenceAnswer: "The passenger on reservation 3RK2T9 is now Mei Garcia.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), AIRLINE_KEYS) === getDbHash(post.tables, AIRLINE_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
