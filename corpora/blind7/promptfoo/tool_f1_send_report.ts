// Source: promptfoo/promptfoo src/assertions/toolCallF1.ts handleToolCallF1 on the tool calls the provider returned (helpers.ts providerOutput, runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask, call } from 'chokepoint';
import { passes, providerOutput, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'tool-call-f1', value: ['send_email'] }] };

export default defineUserTask({
  id: 'tool_f1_send_report',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "Email the Q3 report summary to cfo@northwind.example.",
  requiredTools: [],
  reference: [call('send_email', { to: 'cfo@northwind.example', subject: 'Q3 report', body: 'Revenue 4.2M, margin 18%.' })],
  referenceAnswer: "Sent.",
  tags: ['promptfoo'],
  utility: ({ output, trace }) => passes(TEST, providerOutput({ output, trace })),
});
