// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_parallel.json and possible_answer/BFCL_v4_parallel.json task parallel_193, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'send_email', parameters: { properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, cc: { type: 'string' }, bcc: { type: 'string' } }, required: ['to', 'subject', 'body'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { send_email: { to: ['john.doe@example.com'], subject: ['Project Update'], body: ['Dear John, The project is progressing as planned and we are on track to meet our deadlines. Best, Alex'], cc: ['manager@example.com'], bcc: ['hr@example.com'] } },
  { send_email: { to: ['jane.doe@example.com'], subject: ['Meeting Reminder'], body: ['Dear Jane, This is a reminder for our meeting scheduled for tomorrow at 10 AM. Best, Alex'], cc: ['assistant@example.com'], bcc: ['hr@example.com'] } },
];

export default defineUserTask({
  id: 'parallel_193',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Can you send an email to my colleague at john.doe@example.com with the subject "Project Update" and the body content "Dear John, The project is progressing as planned and we are on track to meet our deadlines. Best, Alex", then carbon copy the email to my manager at manager@example.com and blind carbon copy it to the HR at hr@example.com? After that, can you send another email to my other colleague at jane.doe@example.com with the subject "Meeting Reminder" and the body content "Dear Jane, This is a reminder for our meeting scheduled for tomorrow at 10 AM. Best, Alex", and carbon copy it to my assistant at assistant@example.com and blind carbon copy it to the HR at hr@example.com?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('send_email', { to: 'john.doe@example.com', subject: 'Project Update', body: 'Dear John, The project is progressing as planned and we are on track to meet our deadlines. Best, Alex', cc: 'manager@example.com', bcc: 'hr@example.com' }),
    externalCall('send_email', { to: 'jane.doe@example.com', subject: 'Meeting Reminder', body: 'Dear Jane, This is a reminder for our meeting scheduled for tomorrow at 10 AM. Best, Alex', cc: 'assistant@example.com', bcc: 'hr@example.com' }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
