// Source: promptfoo/promptfoo src/assertions/contains.ts handleContainsAll (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'contains-all', value: ['flour', 'sugar', 'eggs'] }] };

export default defineUserTask({
  id: 'contains_all_sponge',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "List the ingredients of a basic sponge cake.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "You need flour, sugar, eggs and butter.",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
