// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: ActionEvaluator only), instantiated with banking_knowledge task_034 (data/tau2/domains/banking_knowledge/tasks.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';

// reward_basis ["ACTION"]: only the action checks gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "request_human_agent_transfer", requestor: "user", arguments: {}, compareArgs: [] },
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"summary": ""}, compareArgs: [] },
];

export default defineUserTask({
  id: 'banking_task_034',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "**Your character:** You are Ayan Wang, a Rho-Bank customer (user_id: 125). You have a Green Account checking account. Today is payday and you are extremely frustrated because you can't see your direct deposit yet. You live in Nashville, TN. **Your situation:** It's Friday morning and your direct deposit from your employer should be in your account. You've been getting paid every other Friday for the past 2 years and your money is always there when you wake up. But this morning it's not there. You checked at 7 AM and again at 8 AM and still nothing. You're worried because you have rent due tomo",
  requiredTools: [],
  reference: [
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("request_human_agent_transfer", {}),
    externalCall("transfer_to_human_agents", {"summary": ""}),
  ],
  referenceAnswer: "I am transferring you to a human agent about your direct deposit.",
  tags: ['banking_knowledge'],
  utility: ({ trace }) => {
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const allExpectationsMet = actionChecks.every((match) => match);
    return allExpectationsMet;
  },
});
