// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'Email.send_group',
  args: {
    recipients: ['li.wang@acme.org', 'ana.ruiz@acme.org'],
    subject: 'Stand-up moved',
    content: 'The stand-up moves to 10:00.',
  },
};

export default defineUserTask({
  id: 'te_email_group',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Tell Li (li.wang@acme.org) and Ana (ana.ruiz@acme.org) by e-mail that the stand-up moves to 10:00.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call Email.\", \"name\": \"Email.send_group\", \"args\": {\"recipients\": [\"li.wang@acme.org\", \"ana.ruiz@acme.org\"], \"subject\": \"Stand-up moved\", \"content\": \"The stand-up moves to 10:00.\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
