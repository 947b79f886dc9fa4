// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator env assertions), instantiated with telecom task [service_issue]airplane_mode_on[PERSONA:None] (data/tau2/domains/telecom/tasks_small.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { assertNoOverdueBill, assertServiceStatus } from './telecom.ts';

// reward_basis ["ENV_ASSERTION"]: the DB check is computed for the report but does not gate the reward.

export default defineUserTask({
  id: 'telecom_airplane_mode_on',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "Your phone has been showing 'No Service' for the past few hours. You are John Smith with phone number 555-123-2002.",
  requiredTools: [],
  reference: [
    externalCall("toggle_airplane_mode", {}),
  ],
  referenceAnswer: "Please turn airplane mode off; your phone is connected again.",
  tags: ['telecom'],
  utility: ({ post }) => {
    const envAssertionChecks = [
      assertServiceStatus(post, "connected") === true,
      assertNoOverdueBill(post, "B1234321") === true,
    ];
    let envAssertionReward = 1;
    for (const met of envAssertionChecks) envAssertionReward *= met ? 1 : 0;
    return envAssertionReward === 1;
  },
});
