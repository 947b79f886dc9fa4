// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'Email.send',
  args: {
    to: 'mia.chen@northwind.com',
    subject: 'Quarterly report',
    content: 'Hi Mia, the quarterly report is attached.',
  },
};

export default defineUserTask({
  id: 'te_email_send',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Send Mia (mia.chen@northwind.com) an e-mail titled Quarterly report saying the report is attached.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call Email.\", \"name\": \"Email.send\", \"args\": {\"to\": \"mia.chen@northwind.com\", \"subject\": \"Quarterly report\", \"content\": \"Hi Mia, the quarterly report is attached.\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
