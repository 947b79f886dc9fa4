// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 34 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, modifyPendingOrderAddress } from './retail-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => modifyPendingOrderAddress(data, "#W1845024", { address1: "224 Elm Street", address2: "Suite 491", city: "New York", state: "NY", country: "USA", zip: "10108" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_34',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You had a work-from-home situation and ordered three home office items along with some hiking items, so that you can go back to your parent's place at Seattle to remote work and enjoy outdoor life. But your company just announced that you will be back to the office soon. If cancelling partial items is possible with the agent, you want to return the office items (your forgot what) and keep the hiking items. You want to know the total amount you will get back, and you want to get the refund on your original payment method. If cancelling partial items is not possible, just change the address to y",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Noah", "last_name": "Patel", "zip": "10108"}),
    externalCall("get_user_details", {"user_id": "noah_patel_6952"}),
    externalCall("get_order_details", {"order_id": "#W6111398"}),
    externalCall("get_order_details", {"order_id": "#W7043598"}),
    externalCall("get_order_details", {"order_id": "#W1845024"}),
    externalCall("modify_pending_order_address", {"order_id": "#W1845024", "address1": "224 Elm Street", "address2": "Suite 491", "city": "New York", "country": "USA", "state": "NY", "zip": "10108"}),
  ],
  referenceAnswer: "Order #W1845024 will be shipped to 224 Elm Street, Suite 491, New York, NY 10108.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
