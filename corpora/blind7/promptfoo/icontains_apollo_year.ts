// Source: promptfoo/promptfoo src/assertions/contains.ts handleIContains (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'icontains', value: '1969' }] };

export default defineUserTask({
  id: 'icontains_apollo_year',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "In which year did Apollo 11 land on the Moon?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Apollo 11 landed on the Moon in 1969.",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
