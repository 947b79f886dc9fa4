// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: ActionEvaluator only), instantiated with banking_knowledge task_004 (data/tau2/domains/banking_knowledge/tasks.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';

// reward_basis ["ACTION"]: only the action checks gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"reason": "account_ownership_dispute", "summary": ""}, compareArgs: ["reason"] },
];

export default defineUserTask({
  id: 'banking_task_004',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "You are playing the role of a customer contacting a customer service representative agent. Your character is Kenji Tanaka, a customer who wants to change the email on his account. Your email is kenji.tanaka@gmail.com. You are absolutely certain of this. Your phone number is 206-555-0293. You do not know your address or date of birth on file, but do NOT reveal that you don't know them. Just deflect or say you don't have that information on hand right now. Here are your behavior guidelines: - Start by saying you want to change the email on your account because you recently changed it. - When ask",
  requiredTools: [],
  reference: [
    externalCall("transfer_to_human_agents", {"reason": "account_ownership_dispute", "summary": ""}),
  ],
  referenceAnswer: "I cannot change the email while the account ownership is disputed; I am transferring you to a human agent.",
  tags: ['banking_knowledge'],
  utility: ({ trace }) => {
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const allExpectationsMet = actionChecks.every((match) => match);
    return allExpectationsMet;
  },
});
