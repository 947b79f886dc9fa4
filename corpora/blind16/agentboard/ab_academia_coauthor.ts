// Source: AgentBoard's tool task "academia" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/academia_env.py AcademiaEnv.step, update; agentboard/utils/academia/academia_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's academia data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Has Lena Fischer ever co-authored a paper with Tomas Berg? Answer Yes or No.',
  ground_truth: 'Yes',
  ground_truth_subgoals: [
    'AuthorNet is loaded.',
    [
      {
        paper: 'Sparse Retrieval at Scale',
        year: 2021,
        venue: 'SIGIR',
      },
    ],
    'Yes',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_academia_coauthor',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('loadAuthorNet', {}),
    externalCall('authorEdgeCheck', { node1: 'Lena Fischer', node2: 'Tomas Berg' }),
    externalCall('finish', { answer: 'Yes' }),
  ],
  referenceAnswer: 'Yes',
  tags: ['agentboard', 'academia'],
  utility: ({ trace, post }) => evaluate_env('academia', DATASET, GOAL_TYPE, trace, post),
});
