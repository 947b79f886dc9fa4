// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 14 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { AIRLINE_KEYS, updateReservationBaggages } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => updateReservationBaggages(data, "YAX4DR", 2, 0, "credit_card_4938634"));
  return data;
}

export default defineUserTask({
  id: 'airline_task_14',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "Your user id is chen_lee_6825. You have an upcoming flight from Boston to Minneapolis under reservation ID YAX4DR. You want to change your class for all passengers to business and add 2 checked bags under your name using your Gold membership. You are willing to pay a fee for the business class changes, upto $600. If the costs are greater than that for the upgrade, then try to upgrade your companion Noah to business under the constraints.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "YAX4DR"}),
    externalCall("search_direct_flight", {"origin": "BOS", "destination": "MCO", "date": "2024-05-18"}),
    externalCall("search_direct_flight", {"origin": "MCO", "destination": "MSP", "date": "2024-05-19"}),
    externalCall("calculate", {"expression": "2 * ((350 - 122) + (499 - 127))"}),
    externalCall("update_reservation_baggages", {"reservation_id": "YAX4DR", "total_baggages": 2, "nonfree_baggages": 0, "payment_id": "credit_card_4938634"}),
  ],
  referenceAnswer: "I added 2 checked bags to reservation YAX4DR at no cost.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
