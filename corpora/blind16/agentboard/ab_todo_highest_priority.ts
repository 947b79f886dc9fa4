// Source: AgentBoard's tool task "todo" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/todo_env.py TodoEnv.step, update; agentboard/utils/todo/todo_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's todo data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Which task in my "Work" project has the highest priority?',
  ground_truth: 'Prepare Q3 budget',
  ground_truth_subgoals: [
    [
      {
        name: 'Personal',
        color: 'blue',
        is_favorite: false,
        order: 1,
      },
      {
        name: 'Work',
        color: 'red',
        is_favorite: true,
        order: 2,
      },
    ],
    [
      {
        content: 'Prepare Q3 budget',
        priority: 4,
        due_date: '2023-08-25',
      },
      {
        content: 'Email vendor',
        priority: 2,
        due_date: '2023-08-22',
      },
    ],
    'Prepare Q3 budget',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_todo_highest_priority',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [externalCall('get_projects', {}), externalCall('get_tasks', { project_id: '2302' }), externalCall('finish', { answer: 'Prepare Q3 budget' })],
  referenceAnswer: 'Prepare Q3 budget',
  tags: ['agentboard', 'todo'],
  utility: ({ trace, post }) => evaluate_env('todo', DATASET, GOAL_TYPE, trace, post),
});
