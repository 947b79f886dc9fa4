// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'Calendar.add_event',
  args: {
    title: 'Dentist',
    date: '2024-03-18',
    time: '09:30',
  },
};

export default defineUserTask({
  id: 'te_calendar_add',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Put a dentist appointment in my calendar on 18 March 2024 at 09:30.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call Calendar.\", \"name\": \"Calendar.add_event\", \"args\": {\"title\": \"Dentist\", \"date\": \"2024-03-18\", \"time\": \"09:30\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
