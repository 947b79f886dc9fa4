// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'ArxivSearch.get_arxiv_article_information',
  args: {
    query: 'diffusion models for protein design',
  },
};

export default defineUserTask({
  id: 'te_arxiv_search',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Find the newest arXiv papers on diffusion models for protein design.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call ArxivSearch.\", \"name\": \"ArxivSearch.get_arxiv_article_information\", \"args\": {\"query\": \"diffusion models for protein design\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
