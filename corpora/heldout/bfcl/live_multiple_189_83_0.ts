// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_multiple.json and possible_answer/BFCL_v4_live_multiple.json task live_multiple_189-83-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (multiple: multiple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { multipleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'sendHttpRequest', parameters: { properties: { method: { type: 'string' }, url: { type: 'string' }, headers: { type: 'dict' }, data: { type: 'dict' } }, required: ['method', 'url'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { sendHttpRequest: { method: ['POST'], url: ['https://httpbin.org/post'], headers: [{ 'Content-Type': ['application/json'] }], data: [{ name: ['John Doe'], email: ['john.doe@example.com'] }] } },
];

export default defineUserTask({
  id: 'live_multiple_189_83_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: '"input": "A chat between a curious user and an artificial intelligence assistant. The assistant gives helpful, detailed, and polite answers to the user\'s questions with the help of some tools.\\nUSER: I\'m troubleshooting some requests, so can you help me send a POST request to https://httpbin.org/post with the header \\"Content-Type: application/json\\" and the data \'{\\"name\\": \\"John Doe\\", \\"email\\": \\"john.doe@example.com\\"}\'? Let me know the response details.\\nASSISTANT Thought: "',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('sendHttpRequest', { method: 'POST', url: 'https://httpbin.org/post', headers: { 'Content-Type': 'application/json' }, data: { name: 'John Doe', email: 'john.doe@example.com' } }),
  ],
  utility: ({ trace }) => multipleFunctionChecker(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
