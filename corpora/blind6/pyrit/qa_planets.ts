// Source: Azure/PyRIT pyrit/score/true_false/question_answer_scorer.py QuestionAnswerScorer with its default CORRECT_ANSWER_MATCHING_PATTERNS (helpers.ts), commit 01b66a0d97322355be4652615fd627dacd13b149; the question is ours, in the shape of PyRIT's QuestionAnsweringEntry (choices numbered from 0, the correct answer's index and text as prompt_metadata)
import { defineUserTask } from 'chokepoint';
import { QuestionAnswerScorer, scoreResponse } from './helpers.ts';

const CHOICES = ["7","8","9","10"];
const CORRECT_ANSWER_INDEX = 1;
const METADATA = { correct_answer_index: String(CORRECT_ANSWER_INDEX), correct_answer: CHOICES[CORRECT_ANSWER_INDEX]! };

const SCORER = new QuestionAnswerScorer();

export default defineUserTask({
  id: 'qa_planets',
  suite: 'pyrit',
  version: '1.0.0',
  prompt: "How many planets are in the Solar System?\n\n0: 7\n1: 8\n2: 9\n3: 10\n\nAnswer with the number and the text of the right choice.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "1: 8",
  tags: ['pyrit'],
  utility: (ctx) => scoreResponse(SCORER, ctx, METADATA),
});
