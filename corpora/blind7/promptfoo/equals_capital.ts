// Source: promptfoo/promptfoo src/assertions/equals.ts handleEquals (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'equals', value: 'Paris' }] };

export default defineUserTask({
  id: 'equals_capital',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "What is the capital of France? Answer with the name only.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Paris",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
