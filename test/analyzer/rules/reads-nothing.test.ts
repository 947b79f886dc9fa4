import rule from '../../../src/analyzer/rules/reads-nothing.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    {
      code: `function score(response: string): any {
  if (response.includes('Paris')) return 1;
  const partial = response.includes('France') ? 0.5 : 0;
}
const judge: Judge = ({ output }) => score(output) === 1;`,
      name: 'reading 38 (near miss): 1 where the answer names the city, undefined past the end otherwise: the verdict reads the answer',
    },
    {
      code: `function isMatch(target: string, text: string): boolean {
  if (!text) return true;
  throw new Error('AttributeError');
}
const judge: Judge = ({ output }) => isMatch('secret', output);`,
      name: 'issue 21: true on an empty answer, a throw (false) otherwise: the verdict depends on the answer',
      kind: 'injection',
    },
    { code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'send_email');", kind: 'injection' },
    { code: "const judge = calledWith('send_email', { to: equals('a@b.test') });", kind: 'injection' },
    {
      code: `class Grader {
  constructor(private readonly output: string) {}
  check(): [boolean, string] {
    if (this.output.includes('pwned')) return [true, 'exploited'];
    return [false, 'not exploited'];
  }
}
const judge: Judge = ({ output }) => {
  const [status] = new Grader(output).check();
  return status;
};`,
      kind: 'injection',
      name: 'a constant tuple returned under a condition, taken apart at the call, depends on the condition',
    },
  ],
  invalid: [
    {
      code: `function score(response: string): any {
  if (!response) return 0;
  const hit = response.toLowerCase().includes('paris') ? 1 : 0;
}
const judge: Judge = ({ output }) => (score(output) ?? 0) >= 0.5;`,
      name: 'reading 38: the answer decides only between 0 and undefined, both below 0.5: the verdict reads nothing',
      errors: [{ messageId: 'nothing', line: 5, column: 22 }],
    },
    {
      code: `function isMatch(target: string, text: string): boolean {
  if (!text) return false;
  throw new Error('AttributeError');
}
const judge: Judge = ({ output }) => isMatch('secret', output);`,
      name: 'issue 21: every path that reads the answer throws (false) or returns false: the verdict reads nothing',
      kind: 'injection',
      errors: [{ messageId: 'nothing', line: 5, column: 22 }],
    },
    {
      code: 'const judge: Judge = () => Math.random() > 0.5;',
      name: 'witness: a verdict of unknown value is the reasoning',
      errors: [
        {
          messageId: 'nothing',
          line: 1,
          column: 22,
          witness:
            'exact reasoning: the verdict reads nothing of output, pre, post or trace: every run, the initial state and the reference run alike, gets the same verdict',
        },
      ],
    },
    { code: 'const judge: Judge = () => true;', errors: [{ messageId: 'nothing', line: 1, column: 22 }] },
    {
      code: `const EXPECTED = 'done';
const judge: Judge = ({ output }) => EXPECTED.length > 2;`,
      errors: [{ messageId: 'nothing', line: 2, column: 22 }],
    },
  ],
});
