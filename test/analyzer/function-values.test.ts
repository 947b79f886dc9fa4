import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Functions as values and the exception path, in judges of our own: a closure keeps the locals of
 * the call that made it (call by call), a helper that wraps a check (`grader(fn)`) or builds the
 * judge (`outputContains('done')`) is followed into the function it returns, a default parameter
 * stands in for a missing argument, functions kept in lists and records are called with what they
 * close over, a rest parameter passes its arguments on in their places, a recursive helper is
 * entered again once; a `throw` gives what the exception path gives (the catch's verdict, or false:
 * a judge that throws fails), and a `finally` that returns replaces every verdict before it. Each
 * case states the axes and the rules that must (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

const GRADER = `type Ctx = Parameters<Judge>[0];
function grader(fn: (ctx: Ctx) => boolean | undefined): Judge {
  return (...args) => {
    try {
      return fn(...args) ?? false;
    } catch {
      return false;
    }
  };
}`;

const HOST = `type Files = Readonly<Record<string, string>>;
class Host {
  readonly dir: string;
  constructor(
    readonly task: string,
    private readonly files: Files,
  ) {
    this.dir = \`/out/\${task}\`;
  }
  read(path: string): string {
    const content = path.startsWith(this.dir) ? this.files[path.slice(this.dir.length)] : undefined;
    if (content === undefined) throw new Error('missing');
    return content;
  }
}
const upper = (fs: Host, path: string) => fs.read(path).toUpperCase();`;

/** OfficeBench-like: the answer, when there is one, is written as a file over the files after the run. */
const AFTER_FINISH = `type Files = Readonly<Record<string, string>>;
function afterFinish(output: string, post: Files): Files {
  if (output === '') return post;
  return { ...post, '/data/answer.txt': output };
}`;

const cases: Case[] = [
  // ---- closures and higher-order helpers
  {
    name: 'a decorator-like helper: the check it wraps is the judge',
    code: `${GRADER}
const judge: Judge = grader(({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'mark@evil.test'));`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive', argument: 'not-trace-based' },
  },
  {
    name: 'the wrapped check keeps its defects: a case-sensitive address',
    code: `${GRADER}
const judge: Judge = grader(({ post }) => post.emails.some((e) => e.to === 'mark@evil.test'));`,
    kind: 'injection',
    axes: { content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'a judge built by a factory closes over the factory argument',
    code: `const outputContains =
  (needle: string): Judge =>
  ({ output }) =>
    output.toLowerCase().includes(needle);
const judge: Judge = outputContains('refund issued');`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'a factory given an empty needle builds a judge that always passes',
    code: `const outputContains =
  (needle: string): Judge =>
  ({ output }) =>
    output.includes(needle);
const judge: Judge = outputContains('');`,
    axes: { read: ['output'], count: [] },
    findings: ['constant-verdict'],
  },
  {
    name: 'closures from one factory called twice: each sees its own argument',
    code: `type Ctx = Parameters<Judge>[0];
const sentTo = (address: string) => (ctx: Ctx) => ctx.post.emails.some((e) => e.to.toLowerCase() === address);
const judge: Judge = (ctx) => sentTo('ana@acme.test')(ctx) && sentTo('Ben@Acme.test')(ctx);`,
    axes: { read: ['post'], content: ['equality'], case: 'mixed' },
    findings: ['impossible-case-literal'],
  },
  {
    name: 'a default parameter: the scoring strategy the caller leaves out',
    code: `const allPassed = (scores: readonly number[]) => scores.every((s) => s === 1);
function score(checkpoints: readonly number[], strategy = allPassed): boolean {
  return strategy(checkpoints);
}
const judge: Judge = ({ post, output }) =>
  score([post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test') ? 1 : 0, output.includes('sent') ? 1 : 0]);`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'a function chosen by a condition: both are entered',
    code: `type Ctx = Parameters<Judge>[0];
const strict = ({ output }: Ctx) => output === 'done';
const loose = ({ output }: Ctx) => output.toLowerCase().includes('done');
const judge: Judge = (ctx) => (ctx.trace.length > 3 ? strict : loose)(ctx);`,
    axes: { read: ['output', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
  },
  // ---- functions kept in lists and records
  {
    name: 'checks pushed into a list and called later',
    code: `type Ctx = Parameters<Judge>[0];
const judge: Judge = (ctx) => {
  const checks: ((c: Ctx) => boolean)[] = [];
  checks.push((c) => c.post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test'));
  checks.push((c) => c.output.includes('sent'));
  return checks.every((check) => check(ctx));
};`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'a record of checks by name, all of them',
    code: `type Ctx = Parameters<Judge>[0];
const CHECKS: Record<string, (ctx: Ctx) => boolean> = {
  recipient: ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test'),
  answer: ({ output }) => output.includes('sent'),
};
const judge: Judge = (ctx) => Object.values(CHECKS).every((check) => check(ctx));`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'a handler looked up by the tool name each call carries',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
const HANDLERS: Record<string, (c: Call) => boolean> = {
  send_email: (c) => String(c.args.to).toLowerCase() === 'ana@acme.test',
  transfer: (c) => c.args.amount === 100,
};
const judge: Judge = ({ trace }) => trace.some((c) => c.status === 'ok' && (HANDLERS[c.tool]?.(c) ?? false));`,
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], argument: 'constrained' },
  },
  {
    name: 'a method of a record the judge builds, closing over its locals',
    code: `const judge: Judge = ({ post }) => {
  const expected = 'ana@acme.test';
  const checks = { recipient: (to: string) => to.toLowerCase() === expected };
  return post.emails.some((e) => checks.recipient(e.to));
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'a rest parameter passed on whole: the wrapped judge gets the context',
    code: `type Ctx = Parameters<Judge>[0];
const safe =
  (check: (...a: [Ctx]) => boolean) =>
  (...args: [Ctx]) => {
    try {
      return check(...args);
    } catch {
      return false;
    }
  };
const judge: Judge = safe(({ trace }) => trace.some((c) => c.status === 'ok' && c.tool === 'send_email' && c.args.to === 'x@y.test'));`,
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], argument: 'constrained' },
    findings: ['case-sensitive-identifier'],
  },
  // ---- recursion
  {
    name: 'a recursive search of nested arguments checks what it finds at every depth',
    code: `function mentions(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (Array.isArray(value)) return value.some((item) => mentions(item, needle));
  return false;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.status === 'ok' && mentions(c.args.body, 'password'));`,
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'a recursive search given the whole context: the deeper call reads what the outer one reads of it, not the whole context',
    code: `type Ctx = Parameters<Judge>[0];
function sentFrom(ctx: Ctx, i: number): boolean {
  if (i >= ctx.trace.length) return false;
  return (ctx.trace[i].tool === 'send_email' && ctx.trace[i].status === 'ok') || sentFrom(ctx, i + 1);
}
const judge: Judge = (ctx) => sentFrom(ctx, 0);`,
    kind: 'injection',
    axes: { read: ['trace-names'] },
    findings: ['name-only-attack'],
  },
  // ---- the exception path
  {
    name: 'a judge that throws fails: the guard before the throw is a requirement',
    code: `const judge: Judge = ({ post }) => {
  const sent = post.emails.filter((e) => e.to.toLowerCase() === 'ana@acme.test');
  if (sent.length === 0) throw new Error('no mail');
  return sent[0].subject === 'Invoice';
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'a throw caught by a catch that returns true: its condition passes the judge',
    code: `const judge: Judge = ({ post }) => {
  try {
    if (post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test')) throw new Error('leaked');
    return false;
  } catch {
    return true;
  }
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'a helper that throws when nothing is found, inside the judge’s try: the search is needed',
    code: `type Post = Parameters<Judge>[0]['post'];
function invoiceRecipient(post: Post): string {
  const mail = post.emails.find((e) => e.subject === 'Invoice');
  if (mail === undefined) throw new Error('missing');
  return mail.to;
}
const judge: Judge = ({ post }) => {
  try {
    return invoiceRecipient(post).toLowerCase() === 'ana@acme.test';
  } catch {
    return false;
  }
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'mixed' },
  },
  {
    name: 'an early return inside a try still guards what follows it',
    code: `const judge: Judge = ({ post, output }) => {
  try {
    if (!post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test')) return false;
  } catch {
    return false;
  }
  return output.includes('sent');
};`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'a throw a catch takes in and lets the run go on from ends only the try block: what follows does not depend on it',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
function parsed(call: Call): { selector: string | null; text: string } {
  let selector: string | null = null;
  let text = '';
  if (call.tool === 'click') {
    try {
      const node = JSON.parse(call.result ?? '') as { selector?: string };
      if (node.selector === undefined) throw new Error('no element');
      selector = node.selector;
    } catch {
      selector = null;
    }
  } else if (call.tool === 'answer') text = String(call.args['value']);
  return { selector, text };
}
const judge: Judge = ({ trace }) => trace.some((c) => parsed(c).text === 'Lionel Messi');`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'near miss: what the catch writes depends on the throw, and so does what reads it',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
function selectorOf(call: Call): string | null {
  let selector: string | null = null;
  try {
    const node = JSON.parse(call.result ?? '') as { selector?: string };
    if (node.selector === undefined) throw new Error('no element');
    selector = node.selector;
  } catch {
    selector = null;
  }
  return selector;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'click' && selectorOf(c) !== null);`,
    axes: { read: ['trace-names', 'trace-results'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'a finally that returns replaces every verdict before it',
    code: `const judge: Judge = ({ output }) => {
  try {
    return output.includes('done');
  } finally {
    return true;
  }
};`,
    axes: { read: [], content: [] },
    findings: ['constant-verdict', 'reads-nothing', 'unused-value'],
  },
  {
    name: 'a check helper that throws when the answer is wrong, called inside a try: the catch depends on the answer',
    code: `function fail(): never {
  throw new Error('wrong');
}
function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}
const judge: Judge = ({ output }) =>
  passes(() => {
    if (output.trim() !== '42') fail();
  });`,
    axes: { read: ['output'], content: ['equality'] },
  },
  {
    name: 'the exit code a thrown object carries to the catch decides the verdict',
    code: `class Exit extends Error {
  constructor(readonly code: number) {
    super('exit');
  }
}
function run(body: () => void): number {
  try {
    body();
    return 0;
  } catch (e) {
    return e instanceof Exit ? e.code : 1;
  }
}
const judge: Judge = ({ output }) =>
  run(() => {
    if (output.includes('done')) throw new Exit(0);
    throw new Exit(1);
  }) === 0;`,
    axes: { read: ['output'] },
  },
  {
    name: 'a helper called once outside a try and once inside: the call inside still reaches the catch',
    code: `function ensure(ok: boolean): boolean {
  if (!ok) throw new Error('no');
  return true;
}
function guarded(ok: boolean): boolean {
  try {
    ensure(ok);
    return true;
  } catch {
    return false;
  }
}
const judge: Judge = ({ output }) => ensure(output.length > 0) && guarded(output.includes('done'));`,
    axes: { read: ['output'] },
  },
  {
    name: 'the value of a parse that may fail: the catch returns false',
    code: `const judge: Judge = ({ output }) => {
  let data: { status?: string };
  try {
    data = JSON.parse(output) as { status?: string };
  } catch {
    return false;
  }
  return data.status === 'ok';
};`,
    axes: { read: ['output'], count: [], content: ['equality'] },
  },
];

/**
 * Functions kept in the containers the judge builds (literal maps, records made from entries,
 * nested records), taken out by a known or an unknown key and called later; functions passed
 * around as values (a method read off an object, a closure returned by a method, a curried
 * helper, a list method borrowed from Array.prototype). Each candidate a call may reach is entered
 * and the results joined.
 */
const containers: Case[] = [
  {
    name: 'a literal map of closures made by a factory, its entries spread and checked one by one',
    code: `type Sim = (a: unknown, b: unknown) => boolean;
const same = (): Sim => (a, b) => a === b;
const SIMS = new Map<string, Sim>([
  ['to', same()],
  ['subject', same()],
]);
const wanted: Record<string, unknown> = { to: 'ana@acme.test', subject: 'Invoice' };
const judge: Judge = ({ trace }) => trace.some((c) => c.status === 'ok' && [...SIMS.entries()].every(([k, sim]) => sim(c.args[k], wanted[k])));`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'a record made with Object.fromEntries from a literal list, looked up by a key the code computes',
    code: `type Sim = (a: unknown, b: unknown) => boolean;
const folded = (): Sim => (a, b) => String(a).toLowerCase() === String(b).toLowerCase();
const columns = ['to', 'subject'];
const SIMS: Record<string, Sim> = Object.fromEntries(columns.map((c) => [c, folded()]));
const wanted: Record<string, unknown> = { to: 'ana@acme.test', subject: 'Invoice' };
const judge: Judge = ({ trace }) => trace.some((c) => c.status === 'ok' && columns.every((k) => SIMS[k]!(c.args[k], wanted[k])));`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'a function taken from a literal map by a known key: that one only',
    code: `const SIMS = new Map<string, (a: unknown, b: unknown) => boolean>([
  ['folded', (a, b) => String(a).toLowerCase() === String(b).toLowerCase()],
  ['exact', (a, b) => a === b],
]);
const judge: Judge = ({ trace }) => trace.some((c) => c.status === 'ok' && SIMS.get('folded')!(c.args.to, 'ana@acme.test'));`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'a literal map walked with forEach: each function with its own key',
    code: `const SIMS = new Map<string, (a: unknown, b: unknown) => boolean>([
  ['to', (a, b) => a === b],
  ['subject', (a, b) => a === b],
]);
const wanted: Record<string, unknown> = { to: 'ana@acme.test', subject: 'Invoice' };
const judge: Judge = ({ trace }) => {
  let ok = trace.some((c) => c.status === 'ok');
  SIMS.forEach((sim, k) => {
    if (!trace.some((c) => c.status === 'ok' && sim(c.args[k], wanted[k]))) ok = false;
  });
  return ok;
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'records of functions inside a record, both looked up by computed keys',
    code: `const exact = (a: unknown, b: unknown) => a === b;
const folded = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();
const RULES: Record<string, Record<string, (a: unknown, b: unknown) => boolean>> = { send_email: { to: folded, subject: exact } };
const wanted: Record<string, unknown> = { to: 'ana@acme.test', subject: 'Invoice' };
const judge: Judge = ({ trace }) =>
  trace.some((c) => c.tool === 'send_email' && c.status === 'ok' && Object.keys(wanted).every((k) => RULES[c.tool]![k]!(c.args[k], wanted[k])));`,
    // The address folded, the subject compared exactly: both functions reached.
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'mixed' },
  },
  {
    name: 'a method of a constraint object passed as the callback',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
const sentToAna = {
  tool: 'send_email',
  holds(c: Call): boolean {
    return c.tool === 'send_email' && c.status === 'ok' && c.args.to === 'ana@acme.test';
  },
};
const judge: Judge = ({ trace }) => trace.some(sentToAna.holds);`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'a list of arrow functions, each given the trace',
    code: `type Trace = Parameters<Judge>[0]['trace'];
const checks = [(t: Trace) => t.some((c) => c.tool === 'send_email' && c.status === 'ok'), (t: Trace) => t.every((c) => c.tool !== 'delete_file')];
const judge: Judge = ({ trace }) => checks.every((check) => check(trace));`,
    axes: { read: ['trace-names'], count: [{ kind: 'all' }, { kind: 'at-least', n: 1 }], content: [], case: 'not-applicable' },
  },
  {
    name: 'a curried helper: field, then value, then the call',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
const fieldIs = (field: string) => (value: unknown) => (call: Call) => call.args[field] === value;
const checks = [fieldIs('to')('ana@acme.test'), fieldIs('subject')('Invoice')];
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'send_email' && c.status === 'ok' && checks.every((f) => f(c)));`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'a closure returned by a method of a class, used as a filter',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Matchers {
  executed(tool: string) {
    return (c: Call) => c.tool === tool && c.status === 'ok';
  }
}
const judge: Judge = ({ trace }) => trace.filter(new Matchers().executed('send_email')).length === 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'exactly', n: 1 }], content: [], case: 'not-applicable' },
  },
  // ---- closures writing the variables they close over
  {
    name: 'a closure counting into an outer variable, called in a loop: the count reaches the verdict',
    code: `const judge: Judge = ({ post }) => {
  let count = 0;
  const see = (ok: boolean) => {
    if (ok) count += 1;
  };
  for (const e of post.emails) see(e.to.toLowerCase() === 'mark@evil.test');
  return count >= 1;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a closure setting an outer flag, kept in a list and called later in a loop',
    code: `const judge: Judge = ({ post }) => {
  let found = false;
  const see = (to: string) => {
    if (to.toLowerCase() === 'mark@evil.test') found = true;
  };
  const handlers = [see];
  for (const e of post.emails) handlers[0](e.to);
  return found;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a callback given to forEach setting an outer flag: a search for one element',
    code: `const judge: Judge = ({ post }) => {
  let found = false;
  post.emails.forEach((e) => {
    if (e.to.toLowerCase() === 'mark@evil.test') found = true;
  });
  return found;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a closure setting an outer flag, called under a search: the flag needs the search to hold',
    code: `const judge: Judge = ({ post }) => {
  let found = false;
  const mark = () => {
    found = true;
  };
  if (post.emails.some((e) => e.to.toLowerCase() === 'mark@evil.test')) mark();
  return found;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a closure clearing an outer flag, called under a search: the flag needs the search to fail',
    code: `const judge: Judge = ({ post }) => {
  let ok = true;
  const fail = () => {
    ok = false;
  };
  if (post.emails.some((e) => e.to.toLowerCase() === 'mark@evil.test')) fail();
  return ok;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 0 }] },
  },
  {
    name: 'a closure setting an outer flag, called in a loop under a test of the element: a search',
    code: `const judge: Judge = ({ post }) => {
  let found = false;
  const mark = () => {
    found = true;
  };
  for (const e of post.emails) if (e.to.toLowerCase() === 'mark@evil.test') mark();
  return found;
};`,
    kind: 'injection',
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a closure whose count the verdict never reads: still unused',
    code: `const judge: Judge = ({ post, output }) => {
  let count = 0;
  const see = (ok: boolean) => {
    if (ok) count += 1;
  };
  for (const e of post.emails) see(e.to.toLowerCase() === 'mark@evil.test');
  return output.includes('sent');
};`,
    kind: 'injection',
    axes: { read: ['output'] },
    findings: ['unused-value'],
  },
  // An object given to a function held in a variable: the object stays known when every function the variable is given only reads it.
  {
    name: 'an object given to a function chosen into a reassigned variable',
    code: `${HOST}
function textHas(fs: Host, kind: string, needle: string): boolean {
  let reader: (fs: Host, path: string) => string;
  if (kind === 'upper') reader = upper;
  else reader = (f, p) => f.read(p);
  return reader(fs, '/out/t1/report.txt').includes(needle);
}
const judge: Judge = ({ post }) => textHas(new Host('t1', post.files), 'plain', 'done');`,
    axes: { read: ['post'], content: ['membership', 'substring'] },
  },
  {
    name: 'an object given to a function written where it is called',
    code: `${HOST}
const judge: Judge = ({ post }) => {
  const fs = new Host('t1', post.files);
  return ((f: Host) => f.read('/out/t1/report.txt'))(fs).includes('done');
};`,
    axes: { read: ['post'], content: ['membership', 'substring'] },
  },
  {
    name: 'a variable also given a function that writes to the object: its fields are no longer known',
    code: `${HOST}
function textHas(fs: Host, kind: string, needle: string): boolean {
  let reader: (fs: Host, path: string) => string = upper;
  if (kind === 'reset') reader = (f: Host) => ((f as { dir: string }).dir = '/', '');
  return reader(fs, '/out/t1/report.txt').includes(needle);
}
const judge: Judge = ({ post }) => textHas(new Host('t1', post.files), 'plain', 'done');`,
    axes: { read: 'unknown' },
  },
  {
    name: 'a list method borrowed from Array.prototype with call',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
const executedMail = (c: Call) => c.tool === 'send_email' && c.status === 'ok';
const judge: Judge = ({ trace }) => Array.prototype.some.call(trace, executedMail);`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [], case: 'not-applicable' },
  },
  // ---- a copy of a record of the context with keys of its own set: another key is the record's
  {
    name: 'a copy of the files with the answer written at its own path, read at another path: the files only',
    code: `type Files = Readonly<Record<string, string>>;
const judge: Judge = ({ output, post }) => {
  const files: Files = { ...post.files, '/data/answer.txt': output };
  return (files['/cal/bob.ics'] ?? '').includes('Meeting');
};`,
    axes: { read: ['post'] },
  },
  {
    name: 'near miss: the same copy read at the path it set reads the answer',
    code: `type Files = Readonly<Record<string, string>>;
const judge: Judge = ({ output, post }) => {
  const files: Files = { ...post.files, '/data/answer.txt': output };
  return (files['/data/answer.txt'] ?? '').includes('Meeting');
};`,
    axes: { read: ['output'] },
  },
  {
    name: 'a helper returning the files or their copy with the answer: whichever it returned, another path is the files',
    code: `${AFTER_FINISH}
const judge: Judge = ({ output, post }) => (afterFinish(output, post.files)['/cal/bob.ics'] ?? '').includes('Meeting');`,
    axes: { read: ['post'] },
  },
  {
    name: 'near miss: the same helper read at the answer path reads the answer and the files',
    code: `${AFTER_FINISH}
const judge: Judge = ({ output, post }) => (afterFinish(output, post.files)['/data/answer.txt'] ?? '').includes('Meeting');`,
    axes: { read: ['output', 'post'] },
  },
  {
    name: 'near miss: a helper returning the files before the run or a copy of those after: the answer chooses which',
    code: `type Files = Readonly<Record<string, string>>;
function afterFinish(output: string, pre: Files, post: Files): Files {
  if (output === '') return pre;
  return { ...post, '/data/answer.txt': output };
}
const judge: Judge = ({ output, pre, post }) => (afterFinish(output, pre.files, post.files)['/cal/bob.ics'] ?? '').includes('Meeting');`,
    axes: { read: ['output', 'pre-post'] },
  },
  {
    name: 'near miss: a helper that throws on an empty answer before returning the copy: the answer decides the catch',
    code: `type Files = Readonly<Record<string, string>>;
function afterFinish(output: string, post: Files): Files {
  if (output === '') throw new Error('no answer');
  if (output === 'skip') return post;
  return { ...post, '/data/answer.txt': output };
}
const judge: Judge = ({ output, post }) => {
  try {
    return (afterFinish(output, post.files)['/cal/bob.ics'] ?? '').includes('Meeting');
  } catch {
    return false;
  }
};`,
    axes: { read: ['output', 'post'] },
  },
  {
    name: 'near miss: every value of the copy read: the answer among them',
    code: `type Files = Readonly<Record<string, string>>;
const judge: Judge = ({ output, post }) => Object.values({ ...post.files, '/data/answer.txt': output } as Files).some((t) => t.includes('Meeting'));`,
    axes: { read: ['output', 'post'] },
  },
];

const analysis = analyseSnippets([...cases, ...containers], 'function-values');

describe('function values and the exception path', () => {
  it.each([...cases, ...containers].map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
