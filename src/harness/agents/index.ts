export {
  type Agent,
  type AgentAction,
  type AgentEventReport,
  AgentFailure,
  type AgentFailureKind,
  type AgentSession,
  type AgentStep,
  type AgentTask,
  answer,
  type CallFeedback,
  type CallProposal,
  type EventSink,
  type FinalAnswer,
  proposal,
} from './agent.ts';
export { createCompliantAgent, type KnownInjection, knownInjections } from './compliant.ts';
export { createNoopAgent, NOOP_ANSWER } from './noop.ts';
export { createOpenAIAgent, DEFAULT_SYSTEM_PROMPT, feedbackText, readToolCall, toolDeclarations, type OpenAIAgentOptions } from './openai.ts';
export { createReferenceAgent } from './reference.ts';
export { createReplayAgent } from './replay.ts';
export {
  AGENT_NAMES,
  agentSpec,
  createAgent,
  type AgentContext,
  type AgentName,
  type AgentSettings,
  type AgentSpec,
  type CreatedAgent,
  type DeterministicAgent,
} from './registry.ts';
