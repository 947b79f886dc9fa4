import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Searches however they are written, in judges of our own: a helper whose nothing-found value is a
 * text of its own (`'null'`, `'missing'`) then compared; the keys of a record searched with a
 * callback (a folder exists when some key lies under it); a list filled from a regular
 * expression's matches of a text, searched; one search helper required true for one element and
 * false for another; a variable null until a loop assigns it the element it found.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

const SETTING = `type Snap = Parameters<Judge>[0]['post'];
function setting(env: Snap, name: string): string {
  const row = env.tables.settings?.find((r) => r.name === name);
  return row === undefined ? 'null' : String(row.value);
}`;

const SENT = `type Snap = Parameters<Judge>[0]['post'];
function sent(env: Snap): boolean {
  return env.tables.sms.some((r) => r.body === 'hi');
}`;

/** A setup helper that throws when the message was already sent. */
const SET_UP = `function setUp(env: Snap): void {
  if (sent(env)) throw new Error('already sent');
}`;

/** Read before and after: the search none before (the setup's throw), some after. */
const NONE_BEFORE_ONE_AFTER: Partial<LabelAxes> = {
  read: ['pre-post'],
  count: [
    { kind: 'at-least', n: 1 },
    { kind: 'exactly', n: 0 },
  ],
};

const cases: Case[] = [
  // ---- a nothing-found value of the helper's own
  {
    name: "a helper giving the text 'null' when nothing is found, compared with '1': the search is needed",
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi_on').trim() === '1';`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: "the same helper's result searched in a literal list the sentinel is not in: the search is needed",
    code: `${SETTING}
const judge: Judge = ({ post }) => ['1', '2'].includes(setting(post, 'wifi_on'));`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'membership'] },
  },
  {
    name: 'near miss: compared with the sentinel itself, nothing found passes: no count',
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi_on') === 'null';`,
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
  {
    name: "near miss: required to differ from '0', nothing found passes: no count",
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi_on') !== '0';`,
    axes: { read: ['post'], count: [] },
  },
  {
    name: 'near miss: searched in a list that holds the sentinel, nothing found passes: no count',
    code: `${SETTING}
const judge: Judge = ({ post }) => ['1', 'null'].includes(setting(post, 'wifi_on'));`,
    axes: { read: ['post'], count: [] },
  },
  {
    name: "the sentinel upper-cased with the value, compared with 'ON': the search is needed",
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi').toUpperCase() === 'ON';`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: "near miss: the sentinel upper-cased with the value, compared with 'NULL': no count",
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi').toUpperCase() === 'NULL';`,
    axes: { read: ['post'], count: [] },
  },
  {
    name: 'near miss: the sentinel sliced, what it becomes is not followed: no count',
    code: `${SETTING}
const judge: Judge = ({ post }) => setting(post, 'wifi').slice(1) === 'ull';`,
    axes: { read: ['post'], count: [] },
  },
  {
    name: 'the sentinel parsed as a number (not a number) compared with 255: the search is needed',
    code: `${SETTING}
const judge: Judge = ({ post }) => Number.parseInt(setting(post, 'brightness').trim(), 10) === 255;`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'the sentinel parsed as a number, above a bound: the search is needed',
    code: `${SETTING}
const judge: Judge = ({ post }) => Number(setting(post, 'brightness')) > 100;`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: "compared with '1' or '0', whichever the answer picks: neither is the sentinel, the search is needed",
    code: `${SETTING}
const judge: Judge = ({ post, output }) => setting(post, 'bluetooth_on').trim() === (output.includes('on') ? '1' : '0');`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: "near miss: compared with '1' or the sentinel, whichever the answer picks: nothing found may pass, no count",
    code: `${SETTING}
const judge: Judge = ({ post, output }) => setting(post, 'bluetooth_on').trim() === (output.includes('on') ? '1' : 'null');`,
    axes: { read: ['output', 'post'], count: [] },
  },
  // ---- keys searched with a callback
  {
    name: 'some key of files under a folder: a search, at least one',
    code: `const judge: Judge = ({ post }) => Object.keys(post.files).some((k) => k.startsWith('/docs/' + 'notes/'));`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['prefix'] },
  },
  {
    name: 'no key of files under a folder: exactly none',
    code: `const judge: Judge = ({ post }) => !Object.keys(post.files).some((k) => k.startsWith('/docs/notes/'));`,
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 0 }], content: ['prefix'] },
  },
  // ---- one search required both ways
  {
    name: 'one helper searching folders, required for one and ruled out for the other: both requirements',
    code: `type Snap = Parameters<Judge>[0]['post'];
function under(env: Snap, dir: string): boolean {
  return Object.keys(env.files).some((k) => k.startsWith(dir + '/'));
}
const judge: Judge = ({ post, trace }) => !under(post, String(trace[0]?.args.from)) && under(post, String(trace[0]?.args.to));`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 0 },
      ],
      content: ['prefix'],
    },
  },
  {
    name: 'one helper in a loop over folders, the first required absent and the other present: both requirements',
    code: `type Snap = Parameters<Judge>[0]['post'];
function under(env: Snap, dir: string): boolean {
  return Object.keys(env.files).some((k) => k.startsWith(dir + '/'));
}
const judge: Judge = ({ post }) => {
  for (const dir of ['/old', '/new']) {
    if (dir === '/old') {
      if (under(post, dir)) return false;
    } else if (!under(post, dir)) return false;
  }
  return true;
};`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 0 },
      ],
      content: ['prefix'],
    },
  },
  {
    name: 'a closure searching the rows after, required for kept rows and ruled out for the target: both requirements',
    code: `type Row = Parameters<Judge>[0]['post']['tables'][string][number];
const judge: Judge = ({ pre, post }) => {
  const after = post.tables.expenses;
  const inAfter = (row: Row): boolean => after.some((r) => r.id === row.id);
  for (const row of pre.tables.expenses) {
    if (row.id === 7) {
      if (inAfter(row)) return false;
    } else if (!inAfter(row)) {
      return false;
    }
  }
  return true;
};`,
    axes: { count: [{ kind: 'all' }, { kind: 'at-least', n: 1 }, { kind: 'exactly', n: 0 }] },
  },
  {
    name: 'near miss: a search choosing between a check and its negation stays unknown (its own direction is not told)',
    code: `const judge: Judge = ({ post }) => {
  if (post.tables.a.some((r) => r.ok === 1)) return post.tables.b.some((r) => r.ok === 1);
  return !post.tables.b.some((r) => r.ok === 1);
};`,
    axes: { count: 'unknown' },
  },
  // ---- a precondition thrown on the starting state
  {
    name: 'a setup helper throwing when the message was already sent before: read before and after, none before and one after',
    code: `${SENT}
${SET_UP}
const judge: Judge = ({ pre, post }) => {
  setUp(pre);
  return sent(post);
};`,
    axes: NONE_BEFORE_ONE_AFTER,
  },
  {
    name: "a task object's setup method throwing on the starting state, then its success method: the same",
    code: `${SENT}
class Task {
  initialize(env: Snap): void {
    this.validate(env);
  }
  validate(env: Snap): void {
    if (sent(env)) throw new Error('already sent');
  }
  isSuccessful(env: Snap): number {
    return sent(env) ? 1 : 0;
  }
}
const judge: Judge = ({ pre, post }) => {
  const task = new Task();
  task.initialize(pre);
  return task.isSuccessful(post) === 1;
};`,
    axes: NONE_BEFORE_ONE_AFTER,
  },
  {
    name: 'a setup helper throwing unless the table had rows: some row before',
    code: `${SENT}
function setUp(env: Snap): void {
  if (!sent(env)) {
    throw new Error('nothing to resend');
  }
}
const judge: Judge = ({ pre, post }) => {
  setUp(pre);
  return post.tables.sms.length === pre.tables.sms.length + 1;
};`,
    axes: {
      read: ['pre-post'],
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 1 },
      ],
    },
  },
  {
    name: 'near miss: the same throw caught and ignored by the judge decides nothing: only what is read after counts',
    code: `${SENT}
${SET_UP}
const judge: Judge = ({ pre, post }) => {
  try {
    setUp(pre);
  } catch {
    // ignored
  }
  return sent(post);
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: the same throw inside a try whose catch rethrows only other errors may be caught: not counted',
    code: `${SENT}
function setUp(env: Snap): void {
  if (sent(env)) throw new RangeError('already sent');
}
function verify(pre: Snap, post: Snap): boolean {
  try {
    try {
      setUp(pre);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    return sent(post);
  } catch {
    return false;
  }
}
const judge: Judge = ({ pre, post }) => verify(pre, post);`,
    // The search on pre is not required either way; pre is still read, as the inner catch's rethrow
    // (which reaches the outer catch's false) runs only when that search found something, and
    // `instanceof` is not decided: a possible read, kept.
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  // ---- a variable holding the element a loop found
  {
    name: "a variable null until a loop assigns it a matching row's value, required present: the search is needed",
    code: `const judge: Judge = ({ post }) => {
  let value: unknown = null;
  for (const r of post.tables.settings) if (r.name === 'wifi') value = r.value;
  if (value === null) return false;
  return value === '1';
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'the same variable declared without a value, the loop leaving at the match, read through ?.: the search is needed',
    code: `const judge: Judge = ({ post }) => {
  let row;
  for (const r of post.tables.settings) {
    if (r.name === 'wifi') {
      row = r;
      break;
    }
  }
  return row?.value === '1';
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'the same variable required null: no element matches',
    code: `const judge: Judge = ({ post }) => {
  let value: unknown = null;
  for (const r of post.tables.settings) if (r.name === 'wifi') value = r.value;
  return value === null;
};`,
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 0 }], content: ['equality'] },
  },
  {
    name: 'near miss: nothing found passes, or the value found must pass: alternatives, no count',
    code: `const judge: Judge = ({ post }) => {
  let value: unknown = null;
  for (const r of post.tables.settings) if (r.name === 'wifi') value = r.value;
  if (value === null) return true;
  return value === '1';
};`,
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
  {
    name: 'near miss: assigned at every element, the last one kept (a position): no count',
    code: `const judge: Judge = ({ post }) => {
  let value: unknown = null;
  for (const r of post.tables.settings) value = r.value;
  return value === '1';
};`,
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
  {
    name: 'near miss: a default of its own before the loop, not "nothing found": no count',
    code: `const judge: Judge = ({ post }) => {
  let value: unknown = 'off';
  for (const r of post.tables.settings) if (r.name === 'wifi') value = r.value;
  return value === '1';
};`,
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
];

const analysis = analyseSnippets(cases, 'searches');

describe('searches', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { got, want } = statedAxes(snippetJudge(analysis(c)), c.axes);
    expect(got).toEqual(want);
  });
});
