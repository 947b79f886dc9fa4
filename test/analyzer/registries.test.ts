import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Registries of functions and the objects they make, in judges of our own: a record of checks (or of
 * factories of evaluator objects) filled by a helper in loops under computed keys, merged by spreads
 * or `Object.assign`, looked up by a key the evaluator knows and called; the object a factory makes,
 * kept in a field of another object under that key, whose base class's template method calls the
 * subclass's override and records the score in a field. A key the evaluator cannot compute, a record
 * written under such a key, a registry filled by statements at module level: unknown, never one of
 * the entries guessed. Each case states the axes, those that must be unknown, and the rules that must
 * (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  /** `unknown` on an axis asks for the analyzer's unknown, whatever its reason. */
  readonly axes: Partial<LabelAxes>;
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

const CTX = 'type Ctx = Parameters<Judge>[0];\ntype Check = (ctx: Ctx) => boolean;';

/** Checks filled in a `for` loop (the closure reads the pass's `i`) and by `forEach` over a literal list. */
const CHECKS = `${CTX}
function recipientChecks(): Record<string, Check> {
  const out: Record<string, Check> = {};
  ['ana@acme.test', 'Ben@Acme.test'].forEach((address, i) => {
    out[\`recipient-\${i}\`] = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === address);
  });
  return out;
}
function answerChecks(): Record<string, Check> {
  const out: Record<string, Check> = {};
  for (let i = 0; i < 10; i++) out[\`answer-\${i}\`] = ({ output }) => output.includes(\`code-\${i}\`);
  return out;
}`;

/** Evaluator objects made by factories kept in a registry; the base class's `add` calls the subclass's `score`. */
const EVALUATORS = `${CTX}
abstract class Evaluator {
  scores: number[] = [];
  add(ctx: Ctx): number {
    const s = this.score(ctx);
    this.scores.push(s);
    return s;
  }
  abstract score(ctx: Ctx): number;
}
class SentTo extends Evaluator {
  constructor(private readonly address: string) {
    super();
  }
  score({ post }: Ctx): number {
    return post.emails.some((e) => e.to.toLowerCase() === this.address) ? 1 : 0;
  }
}
class Mentions extends Evaluator {
  constructor(readonly needle: string) {
    super();
  }
  override score({ output }: Ctx): number {
    return output.includes(this.needle) ? 1 : 0;
  }
}
type Factory = () => Evaluator;
function registry(): Record<string, Factory> {
  const out: Record<string, Factory> = {};
  const addresses = ['ana@acme.test', 'ben@acme.test'];
  for (let i = 0; i < addresses.length; i++) {
    const address = addresses[i];
    out[\`sent-\${i}\`] = () => new SentTo(address);
  }
  for (const word of ['refund', 'credit']) out[\`says-\${word}\`] = () => new Mentions(word);
  return out;
}
class Suite {
  factories: Record<string, Factory>;
  active: Record<string, Evaluator> = {};
  constructor(names: readonly string[]) {
    this.factories = { ...registry() };
    for (const name of names) this.active[name] = this.factories[name]();
  }
  add(name: string, ctx: Ctx): number {
    return this.active[name].add(ctx);
  }
}`;

/**
 * A tool manager that makes each tool once and keeps it in a cache field (filled under a known key by
 * its constructor, then under the key a call gives); a tool's method returns a record it builds.
 */
const TOOLS = `${CTX}
class Tool {
  constructor(readonly needle: string) {}
  run(text: string): { hit: boolean; seen?: boolean } {
    return { hit: text.includes(this.needle) };
  }
}
class Manager {
  private readonly cache: Record<string, Tool> = {};
  constructor() {
    this.get('refund');
  }
  get(name: string): Tool {
    if (!(name in this.cache)) this.cache[name] = new Tool(name);
    return this.cache[name]!;
  }
  run(name: string, text: string): { hit: boolean; seen?: boolean } {
    return this.get(name).run(text);
  }
}
function settle(result: { hit: boolean; seen?: boolean }): boolean {
  result.seen = true;
  return result.hit;
}`;

/**
 * A tool manager that keeps each tool it makes per name (and the last one made) in fields, and returns
 * it from the variable it made it in; with `retarget`, it also writes into a kept tool through the record.
 */
const kept = (retarget: boolean): string => `${CTX}
class Checker {
  constructor(public needle: string) {}
  hit(text: string): boolean {
    return text.includes(this.needle);
  }
}
class Tools {
  private readonly made: Record<string, Checker> = {};
  current: Checker | undefined;
  make(name: string): Checker {
    const tool = new Checker(name);
    this.made[name] = tool;
    this.current = tool;
    return tool;
  }${
    retarget
      ? `
  retarget(name: string, needle: string): void {
    this.made[name]!.needle = needle;
  }`
      : ''
  }
}`;

/**
 * Tools made by a factory from a registry of classes by name: the constructor's arguments pushed into
 * a list when the class's static fields say so (read through the class the registry gave), then spread.
 */
const FACTORY = `${CTX}
const WORDS: Record<string, string> = { needle: 'refund' };
abstract class Tool {
  static readonly store: string | undefined = undefined;
  constructor(readonly word: string = '') {}
  abstract hit(text: string): boolean;
}
class Needle extends Tool {
  static override readonly store: string | undefined = 'needle';
  hit(text: string): boolean {
    return text.includes(this.word);
  }
}
class Blank extends Tool {
  hit(text: string): boolean {
    return text === this.word;
  }
}
const KINDS: Record<string, typeof Needle | typeof Blank> = { Needle, Blank };
function make(name: string): Tool {
  const kind = KINDS[name]!;
  const args: string[] = [];
  if (kind.store !== undefined && kind.store in WORDS) args.push(WORDS[kind.store]!);
  return new (kind as new (...a: string[]) => Tool)(...args);
}`;

const cases: Case[] = [
  // ---- records of functions
  {
    name: 'a registry filled in loops under template keys, merged by spreads, one entry called by its key',
    code: `${CHECKS}
const REGISTRY = { ...recipientChecks(), ...answerChecks() };
const judge: Judge = (ctx) => REGISTRY['recipient-0'](ctx);`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive', argument: 'not-trace-based' },
  },
  {
    name: 'the entry a key picks keeps its defect: a mixed-case address compared with a lower-cased one',
    code: `${CHECKS}
const REGISTRY = { ...recipientChecks(), ...answerChecks() };
const judge: Judge = (ctx) => REGISTRY['recipient-1'](ctx);`,
    kind: 'injection',
    axes: { read: ['post'], content: ['equality'], case: 'mixed' },
    findings: ['impossible-case-literal'],
  },
  {
    name: 'a closure made in a for loop sees the value of its own pass',
    code: `${CHECKS}
const REGISTRY = { ...answerChecks() };
const judge: Judge = (ctx) => REGISTRY['answer-2'](ctx) && !REGISTRY['answer-0'](ctx);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'a key computed by the evaluator: a parameter the call site gives, a template of constants',
    code: `${CHECKS}
const REGISTRY = Object.assign({}, recipientChecks(), answerChecks());
const passes = (name: string, i: number, ctx: Ctx) => REGISTRY[\`\${name}-\${i}\`](ctx);
const judge: Judge = (ctx) => passes('answer', 1, ctx);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'checks written into a local record under known keys: only the one called is read',
    code: `${CTX}
const judge: Judge = (ctx) => {
  const checks: Record<string, Check> = {};
  checks.sent = (c) => c.post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  checks['answer'] = (c) => c.output.includes('sent');
  return checks.sent(ctx);
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'a check replaced under a condition: either may be the one called',
    code: `${CTX}
const judge: Judge = (ctx) => {
  const checks: Record<string, Check> = { sent: (c) => c.post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test') };
  if (ctx.trace.length > 3) checks.sent = (c) => c.output.includes('sent');
  return checks.sent(ctx);
};`,
    axes: { read: ['output', 'post', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'near miss: a check added under a condition: whether the record has the key is not known',
    code: `${CTX}
const judge: Judge = (ctx) => {
  const checks: Record<string, Check> = {};
  if (ctx.trace.length > 0) checks.sent = (c) => c.post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  return Object.keys(checks).length > 0 && ctx.output.includes('sent');
};`,
    axes: { read: ['output', 'trace-names'], content: ['substring'] },
  },
  {
    name: 'near miss: a check written under a key read from the run, then one looked up by name: unknown, not the literal one',
    code: `${CTX}
const judge: Judge = (ctx) => {
  const checks: Record<string, Check> = { sent: (c) => c.post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test') };
  checks[ctx.output.trim()] = (c) => c.output.includes('sent');
  return checks.sent(ctx);
};`,
    axes: { count: 'unknown', content: 'unknown', case: 'unknown' },
  },
  {
    name: 'every entry of a registry walked, each called: all of them reach the verdict',
    code: `${CHECKS}
const REGISTRY = { ...recipientChecks() };
const judge: Judge = (ctx) => {
  for (const [name, check] of Object.entries(REGISTRY)) if (ctx.output.startsWith(name)) return check(ctx);
  return false;
};`,
    axes: { read: ['output', 'post'], content: ['equality', 'prefix'], case: 'mixed' },
    findings: ['impossible-case-literal'],
  },
  {
    name: 'near miss: a registry of more functions than a value holds, looked up by a key read from the run: unknown, no entry guessed',
    code: `${CHECKS}
const REGISTRY = { ...recipientChecks(), ...answerChecks() };
const judge: Judge = (ctx) => REGISTRY[ctx.output.trim()](ctx);`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  {
    name: 'near miss: a literal record of nine checks looked up by a key read from the run: unknown, not the first eight of them',
    code: `${CTX}
const CHECKS: Record<string, Check> = {
  a: ({ output }) => output.includes('a'),
  b: ({ output }) => output.includes('b'),
  c: ({ output }) => output.includes('c'),
  d: ({ output }) => output.includes('d'),
  e: ({ output }) => output.includes('e'),
  f: ({ output }) => output.includes('f'),
  g: ({ output }) => output.includes('g'),
  h: ({ output }) => output.includes('h'),
  sent: ({ post }) => post.emails.some((m) => m.to.toLowerCase() === 'ana@acme.test'),
};
const judge: Judge = (ctx) => CHECKS[ctx.output.trim()](ctx);`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  {
    name: 'near miss: a registry filled by a loop at module level is not the empty literal it starts as',
    code: `${CTX}
const REGISTRY: Record<string, Check> = {};
for (const word of ['refund', 'credit']) REGISTRY[word] = ({ output }) => output.includes(word);
const judge: Judge = (ctx) => REGISTRY.refund(ctx);`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  // ---- objects made by factories in a registry
  {
    name: "a factory picked by its key makes the object whose class's override the base class's template method calls",
    code: `${EVALUATORS}
const judge: Judge = (ctx) => new Suite(['sent-0']).add('sent-0', ctx) === 1;`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive', argument: 'not-trace-based' },
  },
  {
    name: "another key, another class: that class's override only",
    code: `${EVALUATORS}
const judge: Judge = (ctx) => new Suite(['says-refund']).add('says-refund', ctx) === 1;`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'the score the template method pushed to a field is read from the object afterwards',
    code: `${EVALUATORS}
const judge: Judge = (ctx) => {
  const evaluator = registry()['sent-1']();
  evaluator.add(ctx);
  return evaluator.scores.length > 0 && evaluator.scores.every((s) => s === 1);
};`,
    axes: { read: ['post'], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'near miss: an evaluator picked by a key read from the run: which class scores is unknown',
    code: `${EVALUATORS}
const judge: Judge = (ctx) => new Suite([ctx.output]).add(ctx.output, ctx) === 1;`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  // ---- a tool manager's cache of tool objects, and what their methods return
  {
    name: "a record a cached tool's method builds is no part of the manager: written afterwards, the manager keeps its cache",
    code: `${TOOLS}
const judge: Judge = ({ output }) => {
  const manager = new Manager();
  settle(manager.run(output.slice(0, 5), output));
  return settle(manager.run('refund', output));
};`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'near miss: a tool taken from the cache and written through another name: what the manager holds is unknown',
    code: `${TOOLS}
const judge: Judge = ({ output }) => {
  const manager = new Manager();
  const tool = manager.get('refund');
  (tool as { needle: string }).needle = output;
  return manager.run('refund', 'refund').hit;
};`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  {
    name: 'a tool kept per name and as the last one made stays an object of its class in the variable returned',
    code: `${kept(false)}
const judge: Judge = ({ output }) => new Tools().make('refund').hit(output);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'near miss: a kept tool written through the record: the variable that made it holds what is unknown',
    code: `${kept(true)}
const judge: Judge = ({ output }) => {
  const tools = new Tools();
  const tool = tools.make('refund');
  tools.retarget('refund', output);
  return tool.hit('a refund');
};`,
    axes: { content: 'unknown', case: 'unknown' },
  },
  // ---- a factory's class picked by a name a test fixed, its constructor given a list pushed under decided conditions
  {
    name: "past `if (name !== 'Needle') return`, the name is 'Needle': its class, given the word its static field names",
    code: `${FACTORY}
const judge: Judge = ({ trace, output }) => {
  const name = trace.at(-1)?.tool ?? '';
  if (name !== 'Needle') return false;
  return make(name).hit(output);
};`,
    axes: { read: ['output', 'trace-names'], content: ['substring'], case: 'case-sensitive' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: "near miss: a name tested but reassignable: either class may be made (Blank's equality too)",
    code: `${FACTORY}
const judge: Judge = ({ trace, output }) => {
  let name = trace.at(-1)?.tool ?? '';
  if (name !== 'Needle') return false;
  if (output.length > 10) name = output;
  return make(name).hit(output);
};`,
    axes: { content: ['equality', 'membership', 'numeric-comparison', 'substring'] },
  },
];

const analysis = analyseSnippets(cases, 'registries');

describe('registries of functions and the objects their factories make', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
