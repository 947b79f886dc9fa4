// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 0 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, exchangeDeliveredOrderItems } from './retail-tools.ts';

// reward_basis ["DB", "NL_ASSERTION"]: the NL assertions would be graded by an LLM; this task has none.

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => exchangeDeliveredOrderItems(data, "#W2378156", ["1151293680", "4983901480"], ["7706410293", "7747408585"], "credit_card_9513926"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_0',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You received your order #W2378156 and wish to exchange the mechanical keyboard for the same one but with clicky switches and the smart thermostat for one compatible with Google Home instead of Apple HomeKit. If there is no keyboard that is clicky, RGB backlight, full size, you'd go for no backlight. You are Yusuf Rossi in zip code 19122.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Rossi", "zip": "19122"}),
    externalCall("get_order_details", {"order_id": "#W2378156"}),
    externalCall("get_product_details", {"product_id": "1656367028"}),
    externalCall("get_product_details", {"product_id": "4896585277"}),
    externalCall("exchange_delivered_order_items", {"order_id": "#W2378156", "item_ids": ["1151293680", "4983901480"], "new_item_ids": ["7706410293", "7747408585"], "payment_method_id": "credit_card_9513926"}),
  ],
  referenceAnswer: "The exchange of the keyboard and the thermostat is requested.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
