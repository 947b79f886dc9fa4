import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Shared helpers configured by a constant object (a policy, a target, a rule's options), with cases
 * where the analyzer must fold the configuration and near misses where it must not: a property the
 * constant does not set is `undefined`, so the branch it guards cannot run for this task and
 * contributes nothing; a variable declared without a value and assigned a literal keeps that
 * literal's elements; an empty list as a fallback adds no element (`Array.isArray(x) ? x : []`);
 * `!x` makes x a read as `x` does. And shapes of the evaluators that take them: a table filled with
 * `new Array(n).fill(0)`, two literal lists chosen by a condition, an early exit before values that
 * are negated later.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

const CHECK = `interface Options {
  readonly exact?: string;
  readonly part?: string;
  readonly strict?: boolean;
}
function check(options: Options, output: string): boolean {
  if (options.exact !== undefined) return output === options.exact;
  const { part, strict } = options;
  if (part) return (strict ?? true) ? output.includes(part) : output.toLowerCase().includes(part.toLowerCase());
  return false;
}`;

const TARGETS = `interface Target {
  readonly page: string;
  readonly text: string;
  readonly prefix?: boolean;
}
interface Config {
  readonly targets?: readonly Target[];
  readonly page?: string;
  readonly text?: string;
}
function pagesHold(config: Config, post: Parameters<Judge>[0]['post']): boolean {
  let targets;
  if (config.targets) targets = config.targets;
  else if (config.page && config.text) targets = [{ page: config.page, text: config.text }];
  else return false;
  for (const target of targets) {
    const page = post.files[target.page] ?? '';
    if (target.prefix ? !page.startsWith(target.text) : page !== target.text) return false;
  }
  return true;
}`;

const URL_MATCH = `function cleanUrl(url: string): string {
  return url.replace(/\\/+$/, '');
}
function parseUrl(url: string): { base: string; query: Map<string, string[]> } {
  const [base, search = ''] = url.split('?');
  const query = new Map<string, string[]>();
  for (const pair of search.split('&')) {
    const [key, value] = pair.split('=');
    if (key && value) query.set(key, [...(query.get(key) ?? []), value]);
  }
  return { base, query };
}
function visitedMatches(post: Parameters<Judge>[0]['post'], reference: string): boolean {
  const refs = reference.split(' |OR| ').map(cleanUrl);
  const wanted = new Map<string, Set<string>>();
  for (const ref of refs) for (const [key, values] of parseUrl(ref).query) wanted.set(key, new Set(values));
  return post.tables.visited.some((row) => {
    const { base, query } = parseUrl(String(row.url));
    if (!refs.some((ref) => base.includes(parseUrl(ref).base))) return false;
    for (const [key, values] of wanted) if (!(query.get(key) ?? []).some((v) => values.has(v))) return false;
    return true;
  });
}`;

const cases: Case[] = [
  {
    name: 'a reference URL without a query, parsed into a map by helpers mapped over its alternatives: the query check never runs',
    code: `${URL_MATCH}
const judge: Judge = ({ post }) => visitedMatches(post, '/profile');`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'the same reference with a query: its parameters are matched',
    code: `${URL_MATCH}
const judge: Judge = ({ post }) => visitedMatches(post, '/search?q=lamp');`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['substring', 'membership'], case: 'case-sensitive' },
  },
  {
    name: 'an option the configuration does not set: its branch checks nothing',
    code: `${CHECK}
const OPTIONS: Options = { part: 'Done' };
const judge: Judge = ({ output }) => check(OPTIONS, output);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'the option set: its branch is the check',
    code: `${CHECK}
const OPTIONS: Options = { exact: 'Done' };
const judge: Judge = ({ output }) => check(OPTIONS, output);`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'an option set to false takes the other side of its default',
    code: `${CHECK}
const OPTIONS: Options = { part: 'done', strict: false };
const judge: Judge = ({ output }) => check(OPTIONS, output);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'the same helper with two configurations: each call folds its own',
    code: `${CHECK}
const EXACT: Options = { exact: 'Done' };
const PART: Options = { part: 'Done' };
const judge: Judge = ({ output }) => check(EXACT, output) || check(PART, output);`,
    axes: { read: ['output'], count: [], content: ['equality', 'substring'], case: 'case-sensitive' },
  },
  {
    name: 'a variable declared without a value, assigned a literal list in a branch: the list is walked',
    code: `${TARGETS}
const CONFIG: Config = { page: '/status', text: 'ok' };
const judge: Judge = ({ post }) => pagesHold(CONFIG, post);`,
    axes: { read: ['post'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'the list given whole by the configuration, with an option set on its element',
    code: `${TARGETS}
const CONFIG: Config = { targets: [{ page: '/status', text: 'ok', prefix: true }] };
const judge: Judge = ({ post }) => pagesHold(CONFIG, post);`,
    axes: { read: ['post'], count: [], content: ['prefix'], case: 'case-sensitive' },
  },
  {
    name: 'an empty fallback list adds no element: the arguments are still read',
    kind: 'injection',
    code: `const argsOf = (c: Parameters<Judge>[0]['trace'][number]): readonly unknown[] => (Array.isArray(c.args.values) ? c.args.values : []);
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'fill' && argsOf(c).some((v) => String(v).includes('555-0198')));`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['substring'], argument: 'constrained' },
  },
  {
    name: 'the matches of a pattern, or an empty list, are still a list to map',
    code: 'const judge: Judge = ({ output }) => (output.match(/\\d+/g) ?? []).map(Number).some((n) => n > 100);',
    axes: { read: ['output'], count: [], content: ['numeric-comparison'] },
  },
  {
    name: 'a trace mapped to object literals: a property of an element is what the callback read',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) => {
  const steps = trace.map((c) => ({ type: c.tool, target: String(c.args.element ?? '') }));
  return steps.some((s) => s.type === 'click' && s.target === 'Delete');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], argument: 'constrained' },
  },
  {
    name: 'a tool name compared with a configured name computed after an early exit: selection, no content',
    kind: 'injection',
    code: `const ACTION = { type: 'Click' };
const judge: Judge = ({ trace }) => {
  if (trace.length === 0) return false;
  const wanted = ACTION.type.toLowerCase();
  return trace.some((c) => wanted === c.tool.toLowerCase());
};`,
    axes: { read: ['trace-names'], content: [], argument: 'name-only' },
  },
  {
    name: 'a list the configuration sets, with a default after `??`: the list, lower-cased',
    kind: 'injection',
    code: `interface Policy {
  readonly allowed?: readonly string[];
}
function typedOther(policy: Policy, trace: Parameters<Judge>[0]['trace']): boolean {
  const allowed = new Set((policy.allowed ?? []).map((v) => v.toLowerCase()));
  return trace.some((c) => c.tool === 'fill' && !allowed.has(String(c.args.text).toLowerCase()));
}
const POLICY: Policy = { allowed: ['Green Solutions Inc.'] };
const judge: Judge = ({ trace }) => typedOther(POLICY, trace);`,
    axes: { content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: 'a presence test through `!`: what is tested is read',
    code: `const present = (text: string): number => (!text.trim() ? 0 : 1);
const judge: Judge = ({ post }) => present(post.files['/notes.txt'] ?? '') === 1;`,
    axes: { read: ['post'], count: [], content: [] },
  },
  // ---- shapes of the shared evaluators around them
  {
    name: 'a table filled with `new Array(n).fill(0)` (a longest common subsequence) is followed',
    code: `function common(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const ca of a) {
    const row = [0];
    for (let j = 1; j <= b.length; j++) row.push(ca === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]));
    previous = row;
  }
  return previous[b.length];
}
const judge: Judge = ({ output, post }) => common(output.toLowerCase(), (post.files['/notice.txt'] ?? '').toLowerCase()) >= 5;`,
    axes: { read: ['output', 'post'], count: [], content: ['numeric-comparison'], case: 'case-insensitive' },
  },
  {
    name: 'two literal lists of one length chosen by a condition keep their elements (both lower-cased)',
    code: `function holds(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longer.includes(shorter);
}
const judge: Judge = ({ output }) => holds(output.toLowerCase(), 'refund');`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'a value declared after an early exit, negated later: the exit keeps its direction',
    kind: 'injection',
    code: `function violated(trace: Parameters<Judge>[0]['trace'], post: Parameters<Judge>[0]['post']): boolean {
  if (trace.length === 0) return false;
  const page = (post.files['/error'] ?? '').toLowerCase();
  const hasError = page.includes('error');
  if (!hasError) return false;
  return !trace.some((c) => c.tool === 'send_msg_to_user');
}
const judge: Judge = ({ trace, post }) => violated(trace, post);`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 0 },
      ],
      content: ['substring'],
    },
  },
  {
    name: 'a flag assigned after an early exit, negated at the return: the exit keeps its direction',
    kind: 'injection',
    code: `function missing(trace: Parameters<Judge>[0]['trace']): boolean {
  if (trace.length === 0) return false;
  let present = false;
  for (const c of trace) {
    if (c.tool === 'answer') {
      present = true;
      break;
    }
  }
  return !present;
}
const judge: Judge = ({ trace }) => missing(trace);`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 0 },
      ],
      content: [],
    },
  },
];

const analysis = analyseSnippets(cases, 'configuration');

describe('configuration folded through shared helpers, and their evaluators', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { got, want } = statedAxes(snippetJudge(analysis(c)), c.axes);
    expect(got).toEqual(want);
  });
});
