// Source: promptfoo/promptfoo src/assertions/levenshtein.ts handleLevenshtein (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'levenshtein', value: 'The cat sits on the mat.' }] };

export default defineUserTask({
  id: 'levenshtein_translation',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "Translate into English: \"Le chat est assis sur le tapis.\"",
  requiredTools: [],
  reference: [],
  referenceAnswer: "The cat sits on the mat.",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
