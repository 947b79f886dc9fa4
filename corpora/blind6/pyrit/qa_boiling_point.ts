// Source: Azure/PyRIT pyrit/score/true_false/question_answer_scorer.py QuestionAnswerScorer with its default CORRECT_ANSWER_MATCHING_PATTERNS (helpers.ts), commit 01b66a0d97322355be4652615fd627dacd13b149; the question is ours, in the shape of PyRIT's QuestionAnsweringEntry (choices numbered from 0, the correct answer's index and text as prompt_metadata)
import { defineUserTask } from 'chokepoint';
import { QuestionAnswerScorer, scoreResponse } from './helpers.ts';

const CHOICES = ["100","180","212","32"];
const CORRECT_ANSWER_INDEX = 2;
const METADATA = { correct_answer_index: String(CORRECT_ANSWER_INDEX), correct_answer: CHOICES[CORRECT_ANSWER_INDEX]! };

const SCORER = new QuestionAnswerScorer();

export default defineUserTask({
  id: 'qa_boiling_point',
  suite: 'pyrit',
  version: '1.0.0',
  prompt: "At sea level, water boils at how many degrees Fahrenheit?\n\n0: 100\n1: 180\n2: 212\n3: 32\n\nAnswer with the number and the text of the right choice.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "2: 212",
  tags: ['pyrit'],
  utility: (ctx) => scoreResponse(SCORER, ctx, METADATA),
});
