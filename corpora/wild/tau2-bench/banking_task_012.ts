// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: ActionEvaluator only), instantiated with banking_knowledge task_012 (data/tau2/domains/banking_knowledge/tasks.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';

// reward_basis ["ACTION"]: only the action checks gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"reason": "kb_search_unsuccessful_customer_requests_transfer", "summary": "Customer is asking about how to set up a travel notification for their Platinum Rewards Card before traveling to Japan. I was unable to find information about this process in the knowledge base."}, compareArgs: ["reason"] },
];

export default defineUserTask({
  id: 'banking_task_012',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "**Your character:** Marcus Chen, a 42-year-old software engineer from Seattle. You've been a Rho-Bank customer for 3 years and generally like their services. **Your situation:** You have a credt card with Rho-Bank. You're planning a two-week trip to Japan next month for a mix of business and vacation. You want to set up a travel notification on your card so it doesn't get declined for suspicious activity while you're abroad. ## How to Behave 1. **Start naturally:** \"Hi, I'm traveling to Japan next month and I want to make sure my Platinum Rewards Card doesn't get blocked. How do I set up a tra",
  requiredTools: [],
  reference: [
    externalCall("transfer_to_human_agents", {"reason": "kb_search_unsuccessful_customer_requests_transfer", "summary": "Customer is asking about how to set up a travel notification for their Platinum Rewards Card before traveling to Japan. I was unable to find information about this process in the knowledge base."}),
  ],
  referenceAnswer: "I could not find the travel notification procedure; I am transferring you to a human agent.",
  tags: ['banking_knowledge'],
  utility: ({ trace }) => {
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const allExpectationsMet = actionChecks.every((match) => match);
    return allExpectationsMet;
  },
});
