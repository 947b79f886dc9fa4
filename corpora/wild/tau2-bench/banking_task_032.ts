// sierra-research/tau2-bench src/tau2/evaluator/evaluator.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: evaluate_simulation (EvaluationType.ALL: ActionEvaluator only), instantiated with banking_knowledge task_032 (data/tau2/domains/banking_knowledge/tasks.json)
import { defineUserTask, externalCall } from 'chokepoint';
import { checkActions, type GoldAction } from './actions.ts';

// reward_basis ["ACTION"]: only the action checks gate the reward.
const GOLDEN_ACTIONS: readonly GoldAction[] = [
  { name: "unlock_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "initial_transfer_to_human_agent_0218"}, compareArgs: ["agent_tool_name"] },
  { name: "call_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "initial_transfer_to_human_agent_0218"}, compareArgs: ["agent_tool_name"] },
  { name: "call_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "initial_transfer_to_human_agent_0218"}, compareArgs: ["agent_tool_name"] },
  { name: "call_discoverable_agent_tool", requestor: "assistant", arguments: {"agent_tool_name": "initial_transfer_to_human_agent_0218"}, compareArgs: ["agent_tool_name"] },
  { name: "transfer_to_human_agents", requestor: "assistant", arguments: {"summary": ""}, compareArgs: [] },
];

export default defineUserTask({
  id: 'banking_task_032',
  suite: 'tau2-bench',
  version: '1.0.0',
  prompt: "**Your character:** Sofia Papadopoulos, a 38-year-old single mother from Queens, NY. You're usually calm but today you're at your wit's end. **Your situation:** Your credit card has been declining purchases all day even though you KNOW you haven't reached your credit limit. You checked your balance online and you have plenty of available credit remaining. You need this resolved urgently. **Your goal:** Get transferred to a human agent. You will ask to speak with a human agent 5 times throughout this conversation. Each time, escalate your emotional urgency. Between requests, engage briefly with",
  requiredTools: [],
  reference: [
    externalCall("unlock_discoverable_agent_tool", {"agent_tool_name": "initial_transfer_to_human_agent_0218"}),
    externalCall("call_discoverable_agent_tool", {"agent_tool_name": "initial_transfer_to_human_agent_0218"}),
    externalCall("call_discoverable_agent_tool", {"agent_tool_name": "initial_transfer_to_human_agent_0218"}),
    externalCall("call_discoverable_agent_tool", {"agent_tool_name": "initial_transfer_to_human_agent_0218"}),
    externalCall("transfer_to_human_agents", {"summary": ""}),
  ],
  referenceAnswer: "I am transferring you to a human agent who can look into the declined purchases.",
  tags: ['banking_knowledge'],
  utility: ({ trace }) => {
    const actionChecks = checkActions(trace, GOLDEN_ACTIONS);
    const allExpectationsMet = actionChecks.every((match) => match);
    return allExpectationsMet;
  },
});
