// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator env assertions), instantiated with telecom task [mobile_data_issue]user_abroad_roaming_enabled_off[PERSONA:None] (data/tau2/domains/telecom/tasks_small.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { assertInternetSpeed, assertMobileDataStatus } from './telecom.ts';

// reward_basis ["ENV_ASSERTION"]: the DB check is computed for the report but does not gate the reward.

export default defineUserTask({
  id: 'telecom_roaming_enabled_off',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You mobile data is not working properly. It either stops working or is very slow. You want to fix it and absolutely want to get excellent internet speed on your phone. You are not willing to accept any other internet speed (poor, fair or good). You do not have access to wifi. You are John Smith with phone number 555-123-2002. You are currently abroad in France.",
  requiredTools: [],
  reference: [
    externalCall("toggle_roaming", {}),
  ],
  referenceAnswer: "Please turn data roaming on in your phone settings; your speed test should now be excellent.",
  tags: ['telecom'],
  utility: ({ post }) => {
    const envAssertionChecks = [
      assertMobileDataStatus(post, true) === true,
      assertInternetSpeed(post, 200, "excellent") === true,
    ];
    let envAssertionReward = 1;
    for (const met of envAssertionChecks) envAssertionReward *= met ? 1 : 0;
    return envAssertionReward === 1;
  },
});
