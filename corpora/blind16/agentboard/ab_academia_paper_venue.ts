// Source: AgentBoard's tool task "academia" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/academia_env.py AcademiaEnv.step, update; agentboard/utils/academia/academia_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's academia data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'At which venue was the paper "Graph Priors for Link Prediction" published?',
  ground_truth: 'KDD',
  ground_truth_subgoals: [
    'PaperNet is loaded.',
    {
      title: 'Graph Priors for Link Prediction',
      year: 2019,
      venue: 'KDD',
      authors: ['Priya Nair', 'Jonas Weil'],
    },
    'KDD',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_academia_paper_venue',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('loadPaperNet', {}),
    externalCall('paperNodeCheck', { node: 'Graph Priors for Link Prediction' }),
    externalCall('finish', { answer: 'KDD' }),
  ],
  referenceAnswer: 'KDD',
  tags: ['agentboard', 'academia'],
  utility: ({ trace, post }) => evaluate_env('academia', DATASET, GOAL_TYPE, trace, post),
});
