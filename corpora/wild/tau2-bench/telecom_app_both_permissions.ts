// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator env assertions), instantiated with telecom task [mms_issue]break_app_both_permissions[PERSONA:Hard] (data/tau2/domains/telecom/tasks_small.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { assertCanSendMms } from './telecom.ts';

// reward_basis ["ENV_ASSERTION"]: the DB check is computed for the report but does not gate the reward.

export default defineUserTask({
  id: 'telecom_app_both_permissions',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You are unable to send MMS messages using your messaging app for the past few hours. You want to fix it and successfully send an MMS message. You are John Smith with phone number 555-123-2002. You are currently at home in the United States.",
  requiredTools: [],
  reference: [
    externalCall("grant_app_permission", {"app_name": "messaging", "permission": "sms"}),
    externalCall("grant_app_permission", {"app_name": "messaging", "permission": "storage"}),
  ],
  referenceAnswer: "Please grant the messaging app the SMS and storage permissions; you can now send MMS.",
  tags: ['telecom'],
  utility: ({ post }) => {
    const envAssertionChecks = [
      assertCanSendMms(post, true) === true,
    ];
    let envAssertionReward = 1;
    for (const met of envAssertionChecks) envAssertionReward *= met ? 1 : 0;
    return envAssertionReward === 1;
  },
});
