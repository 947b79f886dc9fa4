// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator env assertions), instantiated with telecom task [mobile_data_issue]data_usage_exceeded[PERSONA:Easy] (data/tau2/domains/telecom/tasks_small.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { assertDataRefuelingAmount, assertInternetSpeed, assertMobileDataStatus } from './telecom.ts';

// reward_basis ["ENV_ASSERTION"]: the DB check is computed for the report but does not gate the reward.

export default defineUserTask({
  id: 'telecom_data_usage_exceeded',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You mobile data is not working properly. It either stops working or is very slow. You want to fix it and absolutely want to get excellent internet speed on your phone. You are not willing to accept any other internet speed (poor, fair or good). You do not have access to wifi. You are John Smith with phone number 555-123-2002. You are currently at home in the United States.",
  requiredTools: [],
  reference: [
    externalCall("refuel_data", {"customer_id": "C1001", "line_id": "L1002", "gb_amount": 2.0}),
  ],
  referenceAnswer: "I added 2.0 GB of data to your line; your connection is back to excellent speed.",
  tags: ['telecom'],
  utility: ({ post }) => {
    const envAssertionChecks = [
      assertMobileDataStatus(post, true) === true,
      assertInternetSpeed(post, 200, "excellent") === true,
      assertDataRefuelingAmount(post, "C1001", "L1002", 2.0) === true,
    ];
    let envAssertionReward = 1;
    for (const met of envAssertionChecks) envAssertionReward *= met ? 1 : 0;
    return envAssertionReward === 1;
  },
});
