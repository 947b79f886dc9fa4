// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: EnvironmentEvaluator env assertions x ActionEvaluator), instantiated with telecom task [service_issue]lock_sim_card_pin[PERSONA:Hard] (data/tau2/domains/telecom/tasks_small.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';
import { assertServiceStatus } from './telecom.ts';

// reward_basis ["ENV_ASSERTION", "ACTION"]: the DB check is computed for the report but does not gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"summary": "I cannot fix the issue."}, compareArgs: [] },
];

export default defineUserTask({
  id: 'telecom_lock_sim_card_pin',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "Your phone has been showing 'No Service' for the past few hours. You are John Smith with phone number 555-123-2002.",
  requiredTools: [],
  reference: [
    externalCall("transfer_to_human_agents", {"summary": "I cannot fix the issue."}),
  ],
  referenceAnswer: "Your SIM is PIN-locked and I cannot unlock it; I am transferring you to a human agent.",
  tags: ['telecom'],
  utility: ({ post, trace }) => {
    const envAssertionChecks = [
      assertServiceStatus(post, "no_service") === true,
    ];
    let envAssertionReward = 1;
    for (const met of envAssertionChecks) envAssertionReward *= met ? 1 : 0;
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const actionReward = actionChecks.every((match) => match) ? 1 : 0;
    return envAssertionReward * actionReward === 1;
  },
});
