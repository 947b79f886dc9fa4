// Source: promptfoo/promptfoo src/assertions/contains.ts handleIContainsAny (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'icontains-any', value: ['bonjour', 'salut'] }] };

export default defineUserTask({
  id: 'icontains_any_french',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "How do I say hello in French?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "You say \"bonjour\".",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
