/**
 * Code dead only because its own condition is fixed, where `constant-condition` reports that
 * condition (or an operand of it): one defect, one finding. `constant-condition.test.ts` asserts
 * the finding, `dead-alternative.test.ts` that the dead code is not reported again.
 */
export const CONSTANT_BRANCHES = [
  {
    code: `const strict = false;
const judge: Judge = ({ pre, post }) => {
  if (strict) {
    if (pre.files !== post.files) return false;
  }
  return post.emails.length > 0;
};`,
    name: 'the block behind a constant flag',
    constant: { line: 3, column: 7 },
  },
  {
    code: `const strict = false;
const judge: Judge = ({ pre, post }) => strict && pre.files !== post.files;`,
    name: 'the right operand of && behind a constant flag',
    constant: { line: 2, column: 41 },
  },
  {
    code: `const strict = false;
const judge: Judge = ({ pre, post }) => (strict ? pre.files === post.files : post.emails.length > 0);`,
    name: 'the branch of a conditional expression behind a constant flag',
    constant: { line: 2, column: 42 },
  },
  {
    code: `const judge: Judge = ({ post }) => {
  const sent = [post.emails.length > 0];
  if (!sent) throw new Error('nothing sent');
  return sent[0];
};`,
    name: 'an operand of the condition is reported (a list is always truthy): its throw is not reported again',
    constant: { line: 3, column: 8 },
  },
  {
    code: `const judge: Judge = ({ output }) => {
  const reply = { text: output.trim() };
  if (reply) return reply.text.includes('done');
  else return output === '';
};`,
    name: 'the else of a test always true',
    constant: { line: 3, column: 7 },
  },
] as const;
