// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 43 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, modifyUserAddress } from './retail-tools.ts';

const OUTPUTS = ["840887978435", "943 Maple Drive", "Suite 356", "Chicago", "IL", "60621", "64GB"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => modifyUserAddress(data, "lucas_santos_6600", { address1: "943 Maple Drive", address2: "Suite 356", city: "Chicago", state: "IL", country: "USA", zip: "60621" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_43',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Lucas (lucas_santos_6600), you live in Denver CO 80239, and your daughter lives in Chicago. You order some things for her but she has not received, so you want to know which address the order was sent to, the tracking number, and if the order is still in transit. You also want to check if the storage of the tablet you ordered. Lastly, you want to change your default address to your daughter's address so that you don't have to change it every time you order something for her. You are a lonely man and you want to talk to the agent for a while.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Lucas", "last_name": "Santos", "zip": "80239"}),
    externalCall("get_user_details", {"user_id": "lucas_santos_6600"}),
    externalCall("get_order_details", {"order_id": "#W1588712"}),
    externalCall("get_order_details", {"order_id": "#W7895761"}),
    externalCall("modify_user_address", {"user_id": "lucas_santos_6600", "address1": "943 Maple Drive", "address2": "Suite 356", "city": "Chicago", "state": "IL", "country": "USA", "zip": "60621"}),
  ],
  referenceAnswer: "The order was sent to 943 Maple Drive, Suite 356, Chicago, IL 60621, tracking number 840887978435, and the tablet is the 64GB model. Your default address is now updated.",
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
