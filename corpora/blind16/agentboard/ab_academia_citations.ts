// Source: AgentBoard's tool task "academia" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/academia_env.py AcademiaEnv.step, update; agentboard/utils/academia/academia_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's academia data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Which papers in the PaperNet cite "Contrastive Pretraining for Tables"? Give them as a list.',
  ground_truth: ['TabSim', 'Table QA without Labels'],
  ground_truth_subgoals: ['PaperNet is loaded.', ['TabSim', 'Table QA without Labels'], ['TabSim', 'Table QA without Labels']],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_academia_citations',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('loadPaperNet', {}),
    externalCall('neighbourCheck', { graph: 'PaperNet', node: 'Contrastive Pretraining for Tables' }),
    externalCall('finish', { answer: ['TabSim', 'Table QA without Labels'] }),
  ],
  referenceAnswer: '["TabSim","Table QA without Labels"]',
  tags: ['agentboard', 'academia'],
  utility: ({ trace, post }) => evaluate_env('academia', DATASET, GOAL_TYPE, trace, post),
});
