// Source: promptfoo/promptfoo src/assertions/toolCallF1.ts handleToolCallF1 with a threshold, on the tool calls the provider returned (helpers.ts providerOutput, runAssertions); the test case is ours, in the shape of promptfoo's configs; commits in helpers.ts
import { defineUserTask, externalCall } from 'chokepoint';
import { passes, providerOutput, type AtomicTestCase } from './helpers.ts';

const TEST: AtomicTestCase = { assert: [{ type: 'tool-call-f1', value: ['search_flights', 'book_flight'], threshold: 0.8 }] };

export default defineUserTask({
  id: 'tool_f1_book_flight',
  suite: 'promptfoo',
  version: '1.0.0',
  prompt: "Book me the cheapest direct flight from Oslo to Berlin on 2 May 2026.",
  requiredTools: [],
  reference: [
    externalCall('search_flights', { from: 'OSL', to: 'BER', date: '2026-05-02' }),
    externalCall('book_flight', { flight_id: 'DY1104' }),
  ],
  referenceAnswer: "Booked DY1104, departing 07:10.",
  tags: ['promptfoo'],
  utility: ({ output, trace }) => passes(TEST, providerOutput({ output, trace })),
});
