// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 43 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { AIRLINE_KEYS, updateReservationPassengers } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => updateReservationPassengers(data, "3RK2T9", [{ first_name: "Anya", last_name: "Garcia", dob: "1992-11-12" }, { first_name: "Mei", last_name: "Garcia", dob: "1989-12-13" }]));
  return data;
}

export default defineUserTask({
  id: 'airline_task_43',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Anya Garcia (with ID: anya_garcia_5901). Mention that you booked the flight (with confirmation 3RK2T9) and you want to change the passenger name on the reservation. You want to change the name from Mei Lee to Mei Garcia. Be insistent and don't provide more information than necessary.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "3RK2T9"}),
    externalCall("update_reservation_passengers", {"reservation_id": "3RK2T9", "passengers": [{"first_name": "Anya", "last_name": "Garcia", "dob": "1992-11-12"}, {"first_name": "Mei", "last_name": "Garcia", "dob": "1989-12-13"}]}),
  ],
  referenceAnswer: "The second passenger on reservation 3RK2T9 is now Mei Garcia.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
