// Source: AgentBoard's tool task "todo" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/todo_env.py TodoEnv.step, update; agentboard/utils/todo/todo_tools.py log_path, clean_observation, finish; tool.py get_todo_status, get_todo_score, clean_answer; todo_tools.py _get_all_projects, _get_all_tasks, _clean_task; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's todo data (goal type 1).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Mark the task "Renew passport" in my "Personal" project as completed.',
  ground_truth: {
    projects: [
      {
        name: 'Personal',
        order: 1,
        color: 'blue',
        is_favorite: 0,
      },
      {
        name: 'Work',
        order: 2,
        color: 'red',
        is_favorite: 1,
      },
    ],
    tasks: [
      {
        content: 'Prepare Q3 budget',
        priority: 4,
        due_date: '2023-08-25',
      },
    ],
  },
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
        content: 'Renew passport',
        priority: 2,
        due_date: '2023-08-21',
      },
    ],
    {
      message: 'Complete task successfully.',
      task: {
        content: 'Renew passport',
        priority: 2,
        due_date: '2023-08-21',
      },
    },
    'done',
  ],
};
const GOAL_TYPE = 1;

export default defineUserTask({
  id: 'ab_todo_complete_task',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_projects', {}),
    externalCall('get_tasks', { project_id: '2301' }),
    externalCall('complete_task', { task_id: '7101' }),
    externalCall('finish', { answer: 'done' }),
  ],
  referenceAnswer: 'done',
  tags: ['agentboard', 'todo'],
  utility: ({ trace, post }) => evaluate_env('todo', DATASET, GOAL_TYPE, trace, post),
});
