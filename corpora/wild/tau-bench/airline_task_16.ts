// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 16 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { AIRLINE_KEYS, sendCertificate } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => sendCertificate(data, "ethan_martin_2396", 150));
  return data;
}

export default defineUserTask({
  id: 'airline_task_16',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "Your user id is ethan_martin_2396 and you are contacting to complain about your delayed flight HAT039 from ATL to SEA. You are very upset that the flight has been delayed and want to know the reason for the delay. You also want the airline to compensate you for the delay. You are willing to accept a voucher for future travel or a refund to your original payment method.",
  requiredTools: [],
  reference: [
    externalCall("get_user_details", {"user_id": "ethan_martin_2396"}),
    externalCall("send_certificate", {"user_id": "ethan_martin_2396", "amount": 150}),
  ],
  referenceAnswer: "I am sorry about the delay; a $150 certificate has been added to your account.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
