// Source: promptfoo/promptfoo src/assertions/regex.ts handleRegex (helpers.ts runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask } from 'chokepoint';
import { passes, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'regex', value: '^\\d{4}-\\d{2}-\\d{2}$' }] };

export default defineUserTask({
  id: 'regex_iso_date',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "When was invoice INV-204 paid? Give the date in ISO format only.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "2026-03-14",
  tags: ['promptfoo'],
  utility: ({ output }) => passes(TEST, output),
});
