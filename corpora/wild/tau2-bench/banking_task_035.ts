// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: ActionEvaluator only), instantiated with banking_knowledge task_035 (data/tau2/domains/banking_knowledge/tasks.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';

// reward_basis ["ACTION"]: only the action checks gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "unlock_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "emergency_credit_bureau_incident_transfer_1114"}, compareArgs: ["agent_tool_name"] },
  { name: "call_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "emergency_credit_bureau_incident_transfer_1114"}, compareArgs: ["agent_tool_name"] },
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"summary": ""}, compareArgs: [] },
];

export default defineUserTask({
  id: 'banking_task_035',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "**Your character:** You are Priya Sharma, a 34-year-old software engineer from Chicago, IL. You have a Gold Rewards Card and an EcoCard with Rho-Bank. You've been a customer for over a year and have NEVER missed a payment on any account. **Your situation:** You just received an urgent alert from your credit monitoring service (Credit Karma) saying your credit score dropped 127 points overnight. When you looked at the details, it says Rho-Bank reported a 60-day delinquency on your credit card account. You are in complete shock because you have autopay set up and have never, ever missed a paymen",
  requiredTools: [],
  reference: [
    externalCall("unlock_discoverable_agent_tool", {"agent_tool_name": "emergency_credit_bureau_incident_transfer_1114"}),
    externalCall("call_discoverable_agent_tool", {"agent_tool_name": "emergency_credit_bureau_incident_transfer_1114"}),
    externalCall("transfer_to_human_agents", {"summary": ""}),
  ],
  referenceAnswer: "I am transferring you to our credit bureau incident team.",
  tags: ['banking_knowledge'],
  utility: ({ trace }) => {
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const allExpectationsMet = actionChecks.every((match) => match);
    return allExpectationsMet;
  },
});
