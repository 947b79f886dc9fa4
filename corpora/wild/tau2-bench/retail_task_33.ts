// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 33 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, modifyUserAddress } from './retail-tools.ts';

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => modifyUserAddress(data, "noah_patel_6952", { address1: "517 Lakeview Drive", address2: "Suite 183", city: "Seattle", state: "WA", country: "USA", zip: "98195" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_33',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You had a work-from-home situation and ordered three home office items along with some hiking items, so that you can go back to your parent's place at Seattle to remote work and enjoy outdoor life. But your company just announced that you will be back to the office soon. If cancelling partial items is possible with the agent, you want to return the office items (your forgot what) and keep the hiking items. You want to know the total amount you will get back, and you want to get the refund on your original payment method. If cancelling partial items is not possible, just keep the order and forg",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Noah", "last_name": "Patel", "zip": "10108"}),
    externalCall("get_user_details", {"user_id": "noah_patel_6952"}),
    externalCall("get_order_details", {"order_id": "#W6111398"}),
    externalCall("get_order_details", {"order_id": "#W7043598"}),
    externalCall("get_order_details", {"order_id": "#W1845024"}),
    externalCall("modify_user_address", {"user_id": "noah_patel_6952", "address1": "517 Lakeview Drive", "address2": "Suite 183", "city": "Seattle", "country": "USA", "state": "WA", "zip": "98195"}),
  ],
  referenceAnswer: "Your default address is now 517 Lakeview Drive, Suite 183, Seattle, WA 98195.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
