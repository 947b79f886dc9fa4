// Source: AgentBoard's tool task "academia" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/academia_env.py AcademiaEnv.step, update; agentboard/utils/academia/academia_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's academia data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Which organization is Aiko Tanaka affiliated with, and how many papers has she written? Answer as "<organization>, <number>".',
  ground_truth: 'University of Kyoto, 4',
  ground_truth_subgoals: [
    'AuthorNet is loaded.',
    {
      name: 'Aiko Tanaka',
      org: 'University of Kyoto',
      papers: 4,
    },
    'University of Kyoto, 4',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_academia_author_org',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('loadAuthorNet', {}),
    externalCall('authorNodeCheck', { node: 'Aiko Tanaka' }),
    externalCall('finish', { answer: 'University of Kyoto, 4' }),
  ],
  referenceAnswer: 'University of Kyoto, 4',
  tags: ['agentboard', 'academia'],
  utility: ({ trace, post }) => evaluate_env('academia', DATASET, GOAL_TYPE, trace, post),
});
