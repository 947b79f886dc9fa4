// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator DB check), instantiated with retail task 39 (data/tau2/domains/retail/tasks.json)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { getDbHash, loadData, makeToolCall } from './db.ts';
import { RETAIL_KEYS, modifyUserAddress } from './retail-tools.ts';

// reward_basis ["DB", "NL_ASSERTION"]: the NL assertions are graded by an LLM and are not transcribed (1 of them).
// communicate_info ["46.66"] is listed but COMMUNICATE is not in reward_basis: it does not gate the reward.

function goldEnvironment(pre: Snapshot) {
  const data = loadData(pre.tables);
  makeToolCall(() => modifyUserAddress(data, "fatima_taylor_3452", { address1: "157 Oak Street", address2: "Suite 258", city: "Phoenix", state: "AZ", country: "USA", zip: "85033" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_39',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You just moved from Florida to Phoenix. Unfortunately your address is still the old one, and you want to update it. Your current address should be in your recent order (you can mention this to the agent), and you do not want to reveal it. Also, you want to know what is the price of the cheapest available t-shirt right now, and if you can order it through the agent. You are fatima_taylor_3452, and you just moved from Florida (32169) to Phoenix (85033).",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Fatima", "last_name": "Taylor", "zip": "85033"}),
    externalCall("find_user_id_by_name_zip", {"first_name": "Fatima", "last_name": "Taylor", "zip": "32169"}),
    externalCall("get_user_details", {"user_id": "fatima_taylor_3452"}),
    externalCall("get_order_details", {"order_id": "#W5285031"}),
    externalCall("modify_user_address", {"user_id": "fatima_taylor_3452", "address1": "157 Oak Street", "address2": "Suite 258", "city": "Phoenix", "state": "AZ", "country": "USA", "zip": "85033"}),
  ],
  referenceAnswer: "Your address is updated to 157 Oak Street, Suite 258, Phoenix, AZ 85033; the cheapest t-shirt costs $46.66.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    const agentDbMatch = getDbHash(goldEnvironment(pre), RETAIL_KEYS) === getDbHash(post.tables, RETAIL_KEYS);
    const dbReward = agentDbMatch ? 1 : 0;
    return dbReward === 1;
  },
});
