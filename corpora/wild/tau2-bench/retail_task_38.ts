// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 38 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, cancelPendingOrder } from './retail-tools.ts';

// reward_basis ["DB", "NL_ASSERTION"]: the NL assertions are graded by an LLM and are not transcribed (2 of them).
// communicate_info ["camera", "481.50"] is listed but COMMUNICATE is not in reward_basis: it does not gate the reward.

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => cancelPendingOrder(data, "#W9348897", "no longer needed"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_38',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You just placed an order but you realize that your card has only $950 credit left, but the order total is more than $1100. You wonder if the agent can help split the payment with another card. If not, you wonder what the most expensive item and its price, and if you can just cancel that item. If not, you wonder if you can switch all items to their cheapest options and bring the cost down to $950. If not, you wonder if the agent can just cancel the order so that you can order again. Your name is Daiki Sanchez, and you live in 46236, your email is daikisanchez1479@example.com.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_email", {"email": "daikisanchez1479@example.com"}),
    externalCall("find_user_id_by_name_zip", {"first_name": "Daiki", "last_name": "Sanchez", "zip": "46236"}),
    externalCall("calculate", {"expression": "466.75 + 288.82 + 135.24 + 193.38 + 46.66"}),
    externalCall("cancel_pending_order", {"order_id": "#W9348897", "reason": "no longer needed"}),
  ],
  referenceAnswer: "The camera is the most expensive item at $481.50; the order is cancelled.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
