// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'WebBrowser.open_url',
  args: {
    url: 'https://docs.python.org/3/library/json.html',
  },
};

export default defineUserTask({
  id: 'te_open_docs',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Open the documentation of Python's json module.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call WebBrowser.\", \"name\": \"WebBrowser.open_url\", \"args\": {\"url\": \"https://docs.python.org/3/library/json.html\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
