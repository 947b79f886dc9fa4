// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 2 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, returnDeliveredOrderItems } from './retail-tools.ts';

// reward_basis ["DB", "NL_ASSERTION"]: the NL assertions are graded by an LLM and are not transcribed (1 of them).
// communicate_info ["10"] is listed but COMMUNICATE is not in reward_basis: it does not gate the reward.

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => returnDeliveredOrderItems(data, "#W2378156", ["4602305039", "4202497723", "9408160950"], "credit_card_9513926"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_2',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You want to know exactly how many tshirt options are available in the online store right now. You want to also return the cleaner, headphone, and smart watch. You are Yusuf Rossi in zip code 19122.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Rossi", "zip": "19122"}),
    externalCall("get_product_details", {"product_id": "6086499569"}),
    externalCall("get_product_details", {"product_id": "9523456873"}),
    externalCall("get_user_details", {"user_id": "yusuf_rossi_9620"}),
    externalCall("get_order_details", {"order_id": "#W6247578"}),
    externalCall("get_order_details", {"order_id": "#W9711842"}),
    externalCall("get_order_details", {"order_id": "#W4776164"}),
    externalCall("get_order_details", {"order_id": "#W6679257"}),
    externalCall("get_order_details", {"order_id": "#W2378156"}),
    externalCall("get_product_details", {"product_id": "9523456873"}),
    externalCall("return_delivered_order_items", {"order_id": "#W2378156", "item_ids": ["4602305039", "4202497723", "9408160950"], "payment_method_id": "credit_card_9513926"}),
  ],
  referenceAnswer: "There are 10 t-shirt options; the return of the cleaner, headphones and smart watch is requested.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
