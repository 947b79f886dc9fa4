// Source: promptfoo/promptfoo src/assertions/startsWith.ts handleStartsWith (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'starts-with', value: '{' }] };

export default defineUserTask({
  id: 'starts_with_json',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "Return order A-17 as a JSON object with the keys id and total.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"id\": \"A-17\", \"total\": 42.5}",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
