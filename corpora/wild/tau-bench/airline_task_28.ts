// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 28 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { AIRLINE_KEYS, cancelReservation } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => cancelReservation(data, "8C8K4E"));
  step(() => cancelReservation(data, "LU15PA"));
  step(() => cancelReservation(data, "MSJ4OA"));
  return data;
}

export default defineUserTask({
  id: 'airline_task_28',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "Your user id is amelia_davis_8890. You want to cancel all of your upcoming flights. Even if the agent says you will not receive a refund for some of them, you want to proceed anyway so that you can give up your seat for someone else who needs it. You are French by birth and use French words in your conversation.",
  requiredTools: [],
  reference: [
    externalCall("get_user_details", {"user_id": "amelia_davis_8890"}),
    externalCall("get_reservation_details", {"reservation_id": "8C8K4E"}),
    externalCall("get_reservation_details", {"reservation_id": "UDMOP1"}),
    externalCall("get_reservation_details", {"reservation_id": "XAZ3C0"}),
    externalCall("get_reservation_details", {"reservation_id": "LU15PA"}),
    externalCall("get_reservation_details", {"reservation_id": "MSJ4OA"}),
    externalCall("get_reservation_details", {"reservation_id": "I6M8JQ"}),
    externalCall("get_reservation_details", {"reservation_id": "4XGCCM"}),
    externalCall("cancel_reservation", {"reservation_id": "8C8K4E"}),
    externalCall("cancel_reservation", {"reservation_id": "LU15PA"}),
    externalCall("cancel_reservation", {"reservation_id": "MSJ4OA"}),
  ],
  referenceAnswer: "Reservations 8C8K4E, LU15PA and MSJ4OA are cancelled.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
