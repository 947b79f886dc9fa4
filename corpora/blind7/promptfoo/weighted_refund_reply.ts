// Source: promptfoo/promptfoo src/assertions/contains.ts handleIContains and handleContains with weights under a test threshold (helpers.ts runAssertions, AssertionsResult); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = {
  threshold: 0.7,
  assert: [
    { type: 'icontains', value: 'refund', weight: 2 },
    { type: 'contains', value: 'ORD-5521' },
    { type: 'not-icontains', value: 'unfortunately' },
  ],
};

export default defineUserTask({
  id: 'weighted_refund_reply',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "The customer asks about order ORD-5521: tell them the refund was issued today.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Your refund for order ORD-5521 was issued today.",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
