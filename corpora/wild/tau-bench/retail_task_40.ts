// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 40 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, modifyPendingOrderPayment } from './retail-tools.ts';

const OUTPUTS = ["60", "mastercard"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => modifyPendingOrderPayment(data, "#W4923227", "credit_card_8897086"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_40',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Isabella Lopez, and your email address is isabella.lopez3271@example.com. You want to know how much balance does your gift card have. Also, for your recent order, whether you used your visa, mastercard, or amex credit card. You also wonder if you can apply the gift card balance to the order. If not, you want to change your payment method to visa, because the other two cards have a lot of balance. You are a yound college student under the pressure of final exams and student loans, so you are a bit anxious and want to get things done quickly.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_email", {"email": "isabella.lopez3271@example.com"}),
    externalCall("get_user_details", {"user_id": "isabella_lopez_6490"}),
    externalCall("get_order_details", {"order_id": "#W4923227"}),
    externalCall("modify_pending_order_payment", {"order_id": "#W4923227", "payment_method_id": "credit_card_8897086"}),
  ],
  referenceAnswer: "Your gift card balance is $60 and the order was paid with your mastercard; I switched its payment to the gift card.",
  tags: ['retail'],
  utility: ({ output, pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    for (const expected of OUTPUTS) {
      const found = output.toLowerCase().replaceAll(',', '').includes(expected.toLowerCase());
      if (!found) reward = 0;
    }
    return reward === 1;
  },
});
