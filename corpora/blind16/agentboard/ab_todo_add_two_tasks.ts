// Source: AgentBoard's tool task "todo" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/todo_env.py TodoEnv.step, update; agentboard/utils/todo/todo_tools.py log_path, clean_observation, finish; tool.py get_todo_status, get_todo_score, clean_answer; todo_tools.py _get_all_projects, _get_all_tasks, _clean_task; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's todo data (goal type 1).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Add two tasks to my "Work" project: "Email vendor" due 2023-08-22 with priority 2, and "Book meeting room" due 2023-08-23 with priority 1.',
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
        content: 'Renew passport',
        priority: 2,
        due_date: '2023-08-21',
      },
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
      {
        content: 'Book meeting room',
        priority: 1,
        due_date: '2023-08-23',
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
    {
      message: 'Add task successfully.',
      task: {
        content: 'Email vendor',
        priority: 2,
        due_date: '2023-08-22',
      },
    },
    {
      message: 'Add task successfully.',
      task: {
        content: 'Book meeting room',
        priority: 1,
        due_date: '2023-08-23',
      },
    },
    'done',
  ],
};
const GOAL_TYPE = 1;

export default defineUserTask({
  id: 'ab_todo_add_two_tasks',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_projects', {}),
    externalCall('add_task', { project_id: '2302', content: 'Email vendor', due_date: '2023-08-22', priority: 2 }),
    externalCall('add_task', { project_id: '2302', content: 'Book meeting room', due_date: '2023-08-23', priority: 1 }),
    externalCall('finish', { answer: 'done' }),
  ],
  referenceAnswer: 'done',
  tags: ['agentboard', 'todo'],
  utility: ({ trace, post }) => evaluate_env('todo', DATASET, GOAL_TYPE, trace, post),
});
