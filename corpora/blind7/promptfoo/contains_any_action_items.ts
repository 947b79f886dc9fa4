// Source: promptfoo/promptfoo src/assertions/contains.ts handleContainsAny (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'contains-any', value: ['renew the lease', 'hire a nurse'] }] };

export default defineUserTask({
  id: 'contains_any_action_items',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "What are the two action items in the meeting notes? Tell me both.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "The two action items are: renew the lease and hire a nurse.",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
