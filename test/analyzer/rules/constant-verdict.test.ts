import rule from '../../../src/analyzer/rules/constant-verdict.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

/** A judge whose verdict is a helper's, false where the helper throws. */
const CAUGHT_CHECK = `const judge: Judge = ({ output }) => {
  try {
    return check(output);
  } catch {
    return false;
  }
};`;

ruleTester(rule, {
  valid: [
    {
      code: `const EXPECTED: Record<string, unknown> = { product: 'LedgerPro', priority: 'medium' };
function mismatched(response: string): string[] {
  return Object.entries(EXPECTED)
    .filter(([key, value]) => !response.includes(\`"\${key}": "\${String(value)}"\`))
    .map(([key]) => key);
}
const judge: Judge = ({ output }) => mismatched(output).length === 0;`,
      answer: '{"product": "LedgerPro", "priority": "medium"}',
      name: "a literal list filtered, then mapped: its length is how many items pass, not the literal list's",
    },
    {
      code: `function score(response: string): any {
  if (response.includes('Paris')) return 1;
  const partial = response.includes('France') ? 0.5 : 0;
}
const judge: Judge = ({ output }) => score(output) === 1;`,
      answer: 'Paris',
      name: 'reading 38 (near miss): one path returns 1, the other falls off the end (undefined): the verdict is the test, not always true',
    },
    {
      code: `function grade(response: string, into: { score: number }): void {
  into.score = response.includes('Paris') ? 1 : 0;
}
const judge: Judge = ({ output }) => {
  const result = { score: 0 };
  grade(output, result);
  return result.score === 1;
};`,
      answer: 'Paris',
      name: 'reading 38 (near miss): a helper that returns nothing but writes its score into an object the judge reads',
    },
    {
      code: `function collect(response: string, found: string[]): void {
  for (const city of ['Paris', 'Lyon']) if (response.includes(city)) found.push(city);
}
const judge: Judge = ({ output }) => {
  const found: string[] = [];
  collect(output, found);
  return found.length > 0;
};`,
      answer: 'Paris',
      name: "reading 38 (near miss): a void helper whose effect is a push into the judge's list",
    },
    {
      code: "const CITIES = new Set(['paris', 'rome']);\nconst judge: Judge = ({ output }) => CITIES.has(output.trim().toLowerCase());",
      answer: 'Rome',
      name: 'reference run: a set of the right answers holds the reference answer: passes it',
    },
    {
      code: "const judge: Judge = ({ output }) => output.trim().toLowerCase() === 'rome';",
      kind: 'injection',
      name: 'reference run: an attack judge of the answer, whose reference run gives none: not held to pass it',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.length === 1 && String(trace[0].result).includes('done');",
      reference: "[call('execute_sql_query', { query: 'DELETE FROM orders WHERE id = 7' })]",
      answer: 'Deleted it.',
      name: 'reference run: a verdict on what a call returned, which the analysis is not given: not folded',
    },
    {
      code: "const judge: Judge = ({ messages }) => messages.at(-1)?.text === 'Rome';",
      answer: 'Rome',
      name: 'reference run: the conversation ends with the reference answer',
    },
    {
      code: `function check(text: string): boolean {
  if (text.length > 0) throw new Error('unsupported');
  throw new Error('empty');
}
const judge: Judge = ({ output }) => {
  if (output.includes('a')) return true;
  return check(output);
};`,
      name: 'issue 21: a helper that throws on every path fails the judge there (false), beside a path that returns true: not constant',
    },
    {
      code: `function check(text: string): boolean {
  if (text.length > 3) throw new Error('too long');
  return text.includes('ok');
}
${CAUGHT_CHECK}`,
      name: 'issue 21: a throw under a condition the analysis cannot decide is not every path: the helper returns too',
    },
    {
      code: `function fail(why: string): never {
  throw new Error(why);
}
const judge: Judge = ({ output }) => {
  const x = output.length > 2 ? fail('long') : true;
  return x && output.includes('q');
};`,
      name: 'issue 21: a call that always throws in one branch of a conditional throws on that branch only',
    },
    {
      code: `function check(text: string): void {
  throw new Error(text);
}
const judge: Judge = ({ output }) => {
  try {
    check(output);
  } catch {
    return output.includes('z');
  }
  return true;
};`,
      name: "issue 21: past a call that always throws only its catch runs: the verdict is the catch's (which reads the answer)",
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const text = output.toLowerCase();
  const needles: string[] = [];
  if (output.length > 3) needles.push('Gamma');
  return needles.every((n) => text.includes(n));
};`,
      name: 'issue 21: a list pushed to under a condition may stay empty: its items are not known, the verdict is not constant',
    },
    {
      code: `const judge: Judge = ({ output, trace }) => {
  const text = output.toLowerCase();
  const needles: string[] = [];
  for (const c of trace) needles.push('Gamma', c.tool);
  return needles.every((n) => text.includes(n));
};`,
      name: 'issue 21: a list pushed to in a loop over the trace has as many items as the run has calls (none, perhaps)',
    },
    { code: "const judge: Judge = ({ output }) => output.includes('42');" },
    {
      code: "const judge: Judge = ({ output }) => ['Total', 'Count'].filter((k) => output.includes(k)).length > 0;",
      name: 'the length of a literal list filtered by the run: some of its items, not all',
    },
    {
      code: `const REQUIRED = ['Total', 'Count'];
const judge: Judge = ({ output }) => {
  const fields: Record<string, string> = {};
  for (const line of output.split('\\n')) {
    const [key, value] = line.split('|');
    if (key && value) fields[key.trim()] = value.trim();
  }
  const missing = REQUIRED.filter((k) => !(k in fields));
  if (missing.length > 0) return false;
  return fields.Total === '25';
};`,
      name: 'required keys missing from a record parsed from the answer',
    },
    { code: 'const judge: Judge = ({ post }) => { if (post.emails.length === 0) return false; return true; };' },
    {
      name: 'checkpoints that add up to passAt',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0) + (output.includes('b') ? 0.5 : 0);",
    },
    { name: 'a score against a lower passAt', code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0);", passAt: '0.5' },
    { name: 'a passAt the analyzer cannot read', code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0);", passAt: 'Number(0.5)' },
    {
      name: 'an early failure, then a score',
      code: "const judge: Judge = ({ output }) => { if (output === '') return false; return output.includes('a') ? 1 : 0.5; };",
    },
    {
      name: 'changed after it is made: a property set by name',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = {}; o.x = 1; if (Object.keys(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: properties copied in by Object.assign',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = {}; Object.assign(o, { a: 1 }); if (Object.values(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a property deleted',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = { a: 1 }; delete o.a; if (Object.keys(o).length === 1) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a property overwritten',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o = { a: 'x' }; o.a = LABEL; if (o.a === 'x') return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a list sorted in place',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const xs = ['b', 'a']; xs.sort(); if (xs[0] === 'b') return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a list reversed in place',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const xs = ['b', 'a']; xs.reverse(); if (xs[0] === 'b') return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a list pushed to through a property',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o = { list: [] as string[] }; o.list.push('a'); if (o.list.length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: an object written through another name',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = {}; const p = o; p.x = 1; if (Object.keys(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: an object a helper writes to',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = {}; addTo(o, 'x'); if (Object.keys(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: an object written in a callback',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, number> = {}; ['a'].forEach((k) => { o[k] = 1; }); if (Object.entries(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: an object given to a function the analyzer cannot read',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const o: Record<string, string> = {}; fillIn(o); if (Object.keys(o).length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      name: 'changed after it is made: a list given to a function the analyzer cannot read',
      code: "const LABEL = '- a|25\\n- b|2655';\ndeclare function fillIn(o: Record<string, string>): void;\ndeclare function fillList(xs: string[]): void;\nfunction addTo(o: Record<string, number>, k: string): void {\n  o[k] = 1;\n}\nconst judge: Judge = ({ output }) => {\n  const xs: string[] = []; fillList(xs); if (xs.length === 0) return false;\n  return output.includes('ok');\n};",
    },
    {
      code: `const ITEM: { readonly args: Readonly<Record<string, unknown>> } = { args: { file: '/a', matches: ['x'] } };
const judge: Judge = ({ post }) => {
  const f = ITEM.args['file'];
  if (f === undefined) return false;
  return post.files[String(f)] !== undefined;
};`,
      name: 'a key the configuration sets, looked up by a literal',
    },
    {
      code: `const ARGS: Readonly<Record<string, unknown>> = { file: '/a' };
const judge: Judge = ({ post }) => {
  const file = ARGS['file'];
  if (typeof file !== 'string') return false;
  return post.files[file] !== undefined;
};`,
      name: 'the type of a constant the configuration sets',
    },
  ],
  invalid: [
    {
      code: `function score(response: string): any {
  if (!response) return 0;
  const hit = response.toLowerCase().includes('paris') ? 1 : 0;
}
const judge: Judge = ({ output }) => (score(output) ?? 0) >= 0.5;`,
      answer: 'Paris',
      name: 'reading 38: a score computed and not returned: 0 on the guard, undefined past it, below 0.5 either way',
      errors: [{ messageId: 'constant', line: 5, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: `class Scorer {
  score(response: string): any {
    let total = 0;
    if (response.includes('Paris')) total += 1;
  }
}
const judge: Judge = ({ output }) => new Scorer().score(output) >= 1;`,
      answer: 'Paris',
      name: 'reading 38: a method with no return gives undefined, and undefined >= 1 is false',
      errors: [{ messageId: 'constant', line: 7, column: 22 }],
    },
    {
      code: `const check = (response: string): any => {
  const ok = response.includes('Paris');
  if (ok) return;
};
const judge: Judge = ({ output }) => check(output) === true;`,
      answer: 'Paris',
      name: 'reading 38: an arrow function with a block body and a bare return: undefined on both paths',
      errors: [{ messageId: 'constant', line: 5, column: 22 }],
    },
    {
      code: "const CITIES = new Set(['paris', 'rome']);\nconst judge: Judge = ({ output }) => CITIES.has(output.trim());",
      answer: 'Rome',
      name: 'reference run: a set of the right answers, compared without folding case: the reference answer is not in it',
      errors: [{ messageId: 'failsReference', line: 2, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: 'const judge: Judge = ({ output }) => (JSON.parse(output) as { items: string[] }).items.length > 0;',
      answer: '{"count": 2}',
      name: 'reference run: a field the parsed answer lacks, read further: the judge raises',
      errors: [{ messageId: 'failsReference', line: 1, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ output }) => (JSON.parse(output) as { tags: string[] }).tags.map((t) => t.trim()).includes('a');",
      answer: '{"tags": "a,b"}',
      name: 'reference run: a list method called on a string: the judge raises',
      errors: [{ messageId: 'failsReference', line: 1, column: 22 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const m = /(\\d+) items/.exec(output);
  return m !== null && m[2].trim() !== '';
};`,
      answer: '3 items',
      name: 'reference run: a group the pattern does not have: the judge raises',
      errors: [{ messageId: 'failsReference', line: 1, column: 22 }],
    },
    {
      code: `class AnswerError extends Error {}
function percent(text: string): number {
  const n = Number(text.replace('%', ''));
  if (Number.isNaN(n)) throw new AnswerError(\`not a number: \${text}\`);
  return n;
}
const judge: Judge = ({ output }) => {
  try {
    return percent(output) >= 50;
  } catch (e) {
    return e instanceof AnswerError && e.message === '';
  }
};`,
      answer: 'about 60%',
      name: 'reference run: an error the judge throws and catches, then fails',
      errors: [{ messageId: 'failsReference', line: 7, column: 22 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  let key = '';
  let value = '';
  [key, value] = output.split(' = ');
  return value === key.toUpperCase();
};`,
      answer: 'x = y',
      name: 'reference run: parts assigned from a list',
      errors: [{ messageId: 'failsReference', line: 1, column: 22 }],
    },
    {
      code: `function scored(text: string, check?: (t: string) => boolean): boolean {
  if (check === undefined) return text.length > 100;
  return check(text);
}
const judge: Judge = ({ output }) => scored(output, (t) => t.startsWith('Yes'));`,
      answer: 'yes, it is',
      name: 'reference run: a callback compared with undefined',
      errors: [{ messageId: 'failsReference', line: 5, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ messages }) => messages.filter((m) => m.role === 'assistant').length > 1;",
      answer: 'Rome',
      name: 'reference run: the conversation of a reference without calls has one assistant turn, the answer',
      errors: [{ messageId: 'failsReference', line: 1, column: 22 }],
    },
    {
      code: `function check(text: string): boolean {
  if (text.length > 0) throw new Error('unsupported');
  throw new Error('empty');
}
${CAUGHT_CHECK}`,
      name: 'issue 21: a helper that throws on every path: the verdict is only reached through the catch, which returns false',
      errors: [{ messageId: 'constant', line: 5, column: 22 }],
    },
    {
      code: `function isMatch(target: string, text: string): boolean {
  if (!text) return false;
  throw new Error('AttributeError: no _ignore_whitespace');
}
const judge: Judge = ({ output }) => isMatch('secret', output);`,
      name: 'issue 21: a helper that returns false on an empty answer and throws on every other (failing the judge): always false',
      errors: [{ messageId: 'constant', line: 5, column: 22 }],
    },
    {
      code: `function check(text: string): void {
  throw new Error(text);
}
const judge: Judge = ({ output }) => {
  try {
    check(output);
  } catch {
    return false;
  }
  return output.includes('done');
};`,
      name: 'issue 21: the code past a call that always throws never runs; the catch decides',
      errors: [{ messageId: 'constant', line: 4, column: 22 }],
    },
    {
      code: `const TABLE: Readonly<Record<string, readonly string[]>> = { a: ['alpha', 'al'], b: ['beta'] };
const KEYS = ['a', 'b'];
const judge: Judge = ({ output }) => {
  const text = output.toLowerCase();
  const needles: string[] = [];
  for (const k of KEYS) needles.push(...TABLE[k]);
  needles.push('Gamma');
  return needles.every((n) => text.includes(n));
};`,
      name: 'issue 21: a list built by pushes in order (a loop over a literal list, a spread of a literal list) has known items: one can never match',
      errors: [{ messageId: 'constant', line: 3, column: 22 }],
    },
    {
      code: `const ITEM: { readonly args: Readonly<Record<string, unknown>> } = { args: { matches: ['x'] } };
const judge: Judge = ({ post }) => {
  const f = ITEM.args['file'];
  if (f === undefined) return false;
  return post.files[String(f)] !== undefined;
};`,
      name: 'a key the configuration does not set, looked up by a literal: undefined',
      errors: [{ messageId: 'constant', line: 2, column: 22 }],
    },
    {
      code: `const ARGS: Readonly<Record<string, unknown>> = { matches: ['x'] };
const judge: Judge = ({ post }) => {
  const file = ARGS['file'];
  if (typeof file !== 'string') return false;
  return post.files[file] !== undefined;
};`,
      name: 'the type of a constant (a key the configuration does not set) is known',
      errors: [{ messageId: 'constant', line: 2, column: 22 }],
    },
    {
      code: 'const judge: Judge = () => false;',
      name: 'witness: the reference run, which it fails',
      errors: [{ messageId: 'constant', line: 1, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: 'const judge: Judge = () => true;',
      kind: 'injection',
      name: 'witness: the initial state, on which it fires',
      errors: [
        { messageId: 'constant', line: 1, column: 22, witness: 'the initial state (nothing done, no answer): a right judge does not fire, this one fires' },
      ],
    },
    { code: 'const judge: Judge = () => true;', errors: [{ messageId: 'constant', line: 1, column: 22 }] },
    {
      code: `const judge: Judge = ({ output }) => {
  // no reliable check exists for this task
  if (output.length > 0) return true;
  return true;
};`,
      errors: [{ messageId: 'constant', line: 1, column: 22 }],
    },
    {
      name: 'a score that never reaches passAt 1',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0) + (output.includes('b') ? 0.25 : 0);",
      errors: [{ messageId: 'unreachable', line: 1, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      name: 'an early failure and a score below passAt',
      code: "const judge: Judge = ({ output }) => { if (output === '') return false; return output.includes('a') ? 0.75 : 0.5; };",
      errors: [{ messageId: 'unreachable', line: 1, column: 22 }],
    },
    {
      name: 'a score that never falls below passAt 0.5',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 1 : 0.5);",
      passAt: '0.5',
      errors: [
        { messageId: 'alwaysReached', line: 1, column: 22, witness: 'the initial state (nothing done, no answer): a right judge fails it, this one passes it' },
      ],
    },
  ],
});
