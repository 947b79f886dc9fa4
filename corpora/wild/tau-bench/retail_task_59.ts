// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 59 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, cancelPendingOrder, modifyPendingOrderAddress } from './retail-tools.ts';

const OUTPUTS = ["164.28", "625.60"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => cancelPendingOrder(data, "#W8268610", "no longer needed"));
  step(() => modifyPendingOrderAddress(data, "#W2702727", { address1: "1234 Elm St", address2: "", city: "Springfield", state: "IL", country: "USA", zip: "62701" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_59',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Yusuf Taylor from San Jose, CA, 95154. You recently placed two orders, and now you would like to make several changes and checks. You'll first inquire about the status difference between your two orders, #W2702727 and #W8268610, since both are \"pending,\" but one was placed much earlier in the year. You are considering cancelling the older order as you find the wait time unreasonable. If the agent cannot guarantee the older order will be processed within 5 days, you want to cancel it. You also want to confirm the total price of the refund.\n\nFor order #W2702727, you intend to switch the shipping address to your new home in a different city because you plan to move prior to its delivery next month. Your new address is 1234 Elm St, Springfield, IL, 62701. You want the agent to confirm the change and ensure the order will be delivered to the new address. You also want to confirm the total price of the order after the address change.\n\nYour approach will be firm, as you are unhappy with the pending status's duration but try to make all requests in one go and ask for them to be resolved efficiently and correctly in context with each other.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Taylor", "zip": "95154"}),
    externalCall("get_order_details", {"order_id": "#W2702727"}),
    externalCall("get_order_details", {"order_id": "#W8268610"}),
    externalCall("calculate", {"expression": "164.28"}),
    externalCall("cancel_pending_order", {"order_id": "#W8268610", "reason": "no longer needed"}),
    externalCall("modify_pending_order_address", {"order_id": "#W2702727", "address1": "1234 Elm St", "address2": "", "city": "Springfield", "state": "IL", "country": "USA", "zip": "62701"}),
  ],
  referenceAnswer: "Order #W8268610 ($164.28) is cancelled, and #W2702727 (total $625.60) will be shipped to 1234 Elm St, Springfield, IL 62701.",
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
