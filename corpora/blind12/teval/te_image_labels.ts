// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'ImageTagger.add_labels',
  args: {
    image_path: '/data/photos/cat.jpg',
    labels: ['cat', 'sofa'],
  },
};

export default defineUserTask({
  id: 'te_image_labels',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Tag the picture /data/photos/cat.jpg with the labels cat and sofa.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call ImageTagger.\", \"name\": \"ImageTagger.add_labels\", \"args\": {\"image_path\": \"/data/photos/cat.jpg\", \"labels\": [\"cat\", \"sofa\"]}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
