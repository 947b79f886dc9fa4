// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 25 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData } from './db.ts';
import { RETAIL_KEYS } from './retail-tools.ts';

// reward_basis ["DB", "NL_ASSERTION"]: the NL assertions would be graded by an LLM; this task has none.

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'retail_task_25',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You have an order sent to Texas by accident, and you want to know the tracking number of the order, and return all items in it except the pet bed. You want the refund to your amex credit card, and if the agent cannot help, transfer to a human. You don't remember the order number. It is urgent. You are Isabella Johansson, and you live in zipcode 32286.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Isabella", "last_name": "Johansson", "zip": "32286"}),
    externalCall("get_user_details", {"user_id": "isabella_johansson_2152"}),
    externalCall("get_order_details", {"order_id": "#W3792453"}),
    externalCall("get_order_details", {"order_id": "#W7181492"}),
    externalCall("get_order_details", {"order_id": "#W5565470"}),
    externalCall("get_order_details", {"order_id": "#W2575533"}),
  ],
  referenceAnswer: "I found your orders but cannot complete this request.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
