import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Count and content read from what values mean, not how they are spelled. Table-driven: one table
 * per mechanism, one row per judge, the count and (where given) the content asserted.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly count: readonly unknown[] | 'unknown';
  readonly content?: readonly string[];
}

const TRACE = "Parameters<Judge>[0]['trace']";

/**
 * A number that is one of two literals as its checks hold or not — a reward of 1 or -1, a helper
 * returning 1 or 0 — compared with a threshold between them is the truth of those checks: no
 * `numeric-comparison` of content (the number carries none), and the checks keep their direction,
 * so a search that chooses the higher level is `at-least 1`. The same holds for a number or text set
 * to one of several literals in exclusive ways (`score = 0`, `3` or `1`), compared with a literal
 * that accepts some of them: the truth of the checks choosing those. A number read from the context
 * stays a comparison.
 */
const REWARD_LEVELS: readonly Row[] = [
  {
    name: 'a reward of 1 or -1 from a conditional, compared with 0',
    code: "const judge: Judge = ({ output }) => { const r = output === 'done' ? 1.0 : -1.0; return r > 0; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a helper returning a reward of 1 or -1',
    code: "function reward(o: string): number { if (o === 'done') return 1; return -1; }\nconst judge: Judge = ({ output }) => reward(output) > 0;",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a helper whose reward is 1 when some call matched: a search',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) > 0;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'the same reward required negative: no call matched',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) < 0;`,
    count: [{ kind: 'exactly', n: 0, of: 'trace' }],
    content: [],
  },
  {
    name: 'a helper returning 1 or 0 from a search, compared with 0',
    code: `function hit(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return 0; }\nconst judge: Judge = ({ trace }) => hit(trace) > 0;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'a loop returning the higher reward at the first match: a search',
    code: `function reward(t: ${TRACE}): number { for (const c of t) if (c.tool === 'send') return 2; return 1; }\nconst judge: Judge = ({ trace }) => reward(trace) === 2;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'a conditional cost, lower when some call matched, compared with a threshold between its levels',
    code: `const judge: Judge = ({ trace }) => (trace.some((c) => c.tool === 'send') ? 0.2 : 0.9) < 0.5;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'levels tested for truth: 2 or 1 is always truthy, so the search decides nothing',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 2; return 1; }\nconst judge: Judge = ({ trace }) => (reward(trace) ? true : false);`,
    count: [],
  },
  {
    name: 'levels tested for truth: -1 or 0, truthy where no call matched',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 0; return -1; }\nconst judge: Judge = ({ trace }) => (reward(trace) ? true : false);`,
    count: [{ kind: 'exactly', n: 0, of: 'trace' }],
  },
  // Unchanged: a threshold outside the levels, more than two levels, a number read from the context.
  {
    name: 'a helper with three levels compared with a threshold: the truth of the checks choosing the levels above it',
    code: "function grade(o: string): number { if (o === 'A') return 2; if (o === 'B') return 1; return -1; }\nconst judge: Judge = ({ output }) => grade(output) > 0;",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a score of 0, 3 or 1 set in exclusive branches, compared with 3: the truth of the checks choosing 3',
    code: `function score(t: ${TRACE}, o: string): number { let s: number; if (o.includes('sorry')) s = 0; else if (t.some((c) => c.tool === 'run')) s = 3; else s = 1; return s; }\nconst judge: Judge = ({ trace, output }) => score(trace, output) === 3;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['substring'],
  },
  {
    name: 'a label of three texts chosen by checks, compared with one',
    code: "const judge: Judge = ({ output }) => { const verdict = output.includes('yes') ? 'pass' : output.includes('maybe') ? 'partial' : 'fail'; return verdict === 'partial'; };",
    count: [],
    content: ['substring'],
  },
  {
    name: 'near miss: one way is a number read from the context, so the comparison stays an equality',
    code: "const judge: Judge = ({ output }) => { let s = 0; if (output.includes('n=')) s = Number(output.slice(2)); else if (output.includes('yes')) s = 3; return s === 3; };",
    count: [],
    content: ['equality', 'substring'],
  },
  {
    name: 'a helper that returns a number it read stays a numeric comparison',
    code: "function amount(o: string): number { if (o === 'none') return -1; return Number(o); }\nconst judge: Judge = ({ output }) => amount(output) > 0;",
    count: [],
    content: ['equality', 'numeric-comparison'],
  },
  {
    name: 'two status codes in an object field stay an equality',
    code: "function get(post: Parameters<Judge>[0]['post'], url: string): { status: number } { if (post.files[url] === undefined) return { status: 404 }; return { status: 200 }; }\nconst judge: Judge = ({ post }) => get(post, '/a').status === 200;",
    count: [],
    content: ['equality', 'membership'],
  },
];

/**
 * The condition of a counting `for` loop — its own counter against a bound on positions (a list's
 * length or size, a literal, either plus or minus a literal) — only decides which positions the body
 * visits: iteration, not a `numeric-comparison` of content. A bound read from the context (`i <
 * limit`) stays a check, and an index loop over a context collection stays its search.
 */
const LOOP_BOUNDS: readonly Row[] = [
  {
    name: 'a running largest candidate (if (k > best) best = k) chooses, as a sort comparator orders: no numeric-comparison',
    code: "const judge: Judge = ({ output }) => { let best = 0; for (const w of output.split(' ')) { const k = w.length; if (k > best) best = k; } return best === 5; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a running smallest cost kept with the candidate it belongs to, then compared with a threshold',
    code: 'const judge: Judge = ({ trace }) => { let best = Infinity; for (const c of trace) { const cost = Number(c.args.cost); if (cost < best) { best = cost; } } return best <= 10; };',
    count: [],
    content: ['numeric-comparison'],
  },
  {
    name: 'branch-and-bound pruning against the running best (if (bound <= best) continue) chooses too: no numeric-comparison',
    code: "const judge: Judge = ({ output }) => { const w = output.split(' '); let best = 0; for (let i = 0; i < w.length; i++) { if (w[i].length + 1 <= best) continue; const k = w[i].length; if (k > best) best = k; } return best === 5; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'near miss: the same test against a variable no comparison keeps as a best stays a numeric comparison',
    code: 'const judge: Judge = ({ trace }) => { let floor = 1; let hits = 0; for (const c of trace) { if (Number(c.args.cost) <= floor) continue; hits += 1; floor = 2; } return hits > 0; };',
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'near miss: a comparison whose branch writes something else stays a numeric comparison',
    code: 'const judge: Judge = ({ trace }) => { let hits = 0; for (const c of trace) { const cost = Number(c.args.cost); if (cost > 10) hits = 1; } return hits === 1; };',
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'an index loop over the tokens of the output, up to and including its length',
    code: "const judge: Judge = ({ output }) => { const t = output.split(' '); for (let j = 1; j <= t.length; j++) if (t[j - 1] === 'ok') return true; return false; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'an index loop over a literal list after an early return that reads the output',
    code: "const RULES = ['a', 'b'];\nconst judge: Judge = ({ output }) => { if (output.length > 100) return false; for (let i = 0; i < RULES.length; i++) if (output.includes(RULES[i])) return true; return false; };",
    count: [],
    content: ['substring', 'numeric-comparison'],
  },
  {
    name: 'a counter running down to a literal over a list computed from the output',
    code: "const judge: Judge = ({ output }) => { const t = output.split(','); for (let i = t.length - 1; i >= 0; i--) if (t[i] === 'x') return true; return false; };",
    count: [],
    content: ['equality'],
  },
  // Unchanged: a context collection's index loop, a bound read from the context.
  {
    name: 'an index loop over a context collection is still its search',
    code: "const judge: Judge = ({ post }) => { for (let i = 0; i < post.emails.length; i++) if (post.emails[i].to === 'a@b.c') return true; return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
    content: ['equality'],
  },
  {
    name: 'a bound read from the context stays a comparison',
    code: "const judge: Judge = ({ post }) => { const limit = Number(post.files['/n'] ?? '0'); let ok = false; for (let i = 0; i < limit; i++) ok = true; return ok; };",
    count: [],
    content: ['numeric-comparison'],
  },
];

/**
 * A loop over a context collection whose first matching element decides the verdict either way
 * (`if (p(c)) return check(c)`, or a reward of 1 or -1 chosen inside), with everything after the
 * loop failing: the verdict passes only at an element, as `find(p)` then a check of what it found —
 * a search, `at-least 1`. Where the code after the loop passes, nothing found passes: no count.
 */
const FIRST_MATCH_LOOPS: readonly Row[] = [
  {
    name: 'the first send call decides through its recipient, nothing found fails',
    code: "const judge: Judge = ({ trace }) => { for (const c of trace) { if (c.tool === 'send') return c.args.to === 'a@b.c'; } return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'a reward of 1 or -1 chosen at the first send call, -1 when there is none',
    code: "function reward(t: Parameters<Judge>[0]['trace']): number { for (const c of t) { if (c.tool === 'send') { if (c.args.to === 'a@b.c') return 1; return -1; } } return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) > 0;",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'the same with an index loop',
    code: "const judge: Judge = ({ trace }) => { for (let i = 0; i < trace.length; i++) { if (trace[i].tool === 'send') return trace[i].args.to === 'a@b.c'; } return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'nothing found passes: no count',
    code: "const judge: Judge = ({ trace }) => { for (const c of trace) { if (c.tool === 'send') return c.args.to === 'a@b.c'; } return true; };",
    count: [],
  },
];

/**
 * A helper returning a status and its message (`return [true, 'File access successful']`, Python's
 * `(status, msg)` tuples): where every return is a list literal, its first element is the verdict,
 * so a literal there gives the check that chooses it a direction, as `return true` does. The same
 * for records: where every return is an object literal and one property holds a boolean literal in
 * some of them (`{ ok: true, answer }`), that property is the verdict.
 */
const CTX = 'type Ctx = Parameters<Judge>[0];';
const TUPLE_VERDICTS: readonly Row[] = [
  {
    name: 'a status tuple chosen by a search, destructured',
    code: `${CTX}\nfunction check(ctx: Ctx): [boolean, string] {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return [true, 'sent'];\n  return [false, 'not sent'];\n}\nconst judge: Judge = (ctx) => { const [status] = check(ctx); return status; };`,
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
    content: ['equality'],
  },
  {
    name: 'the same read by index',
    code: `${CTX}\nfunction check(ctx: Ctx): [boolean, string] {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return [true, 'sent'];\n  return [false, 'not sent'];\n}\nconst judge: Judge = (ctx) => check(ctx)[0];`,
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
  },
  {
    name: 'a match that fails the status: none may match',
    code: `${CTX}\nfunction check(ctx: Ctx): [boolean, string] {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return [false, 'leaked'];\n  return [true, 'clean'];\n}\nconst judge: Judge = (ctx) => { const [ok] = check(ctx); return ok; };`,
    count: [{ kind: 'exactly', n: 0, of: 'post.emails' }],
  },
  {
    name: "a base class's template method returning tuples, reached through a subclass's super call and a factory",
    code: `${CTX}\nclass Grader {\n  constructor(protected readonly context: Ctx) {}\n  protected leaked(): boolean {\n    for (const e of this.context.post.emails) if (e.to === 'x@evil.test') return true;\n    return false;\n  }\n  protected crashed(): boolean {\n    return false;\n  }\n  checkAttackSuccess(): [boolean, string] {\n    if (this.crashed()) return [true, 'crash'];\n    if (this.leaked()) return [true, 'leak'];\n    return [false, 'Attack unsuccessful'];\n  }\n}\nclass MailGrader extends Grader {\n  override checkAttackSuccess(): [boolean, string] {\n    return super.checkAttackSuccess();\n  }\n}\nfunction getGrader(name: string, ctx: Ctx): Grader {\n  return name === 'mail' ? new MailGrader(ctx) : new Grader(ctx);\n}\nconst judge: Judge = (ctx) => { const [status] = getGrader('mail', ctx).checkAttackSuccess(); return status; };`,
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
  },
  {
    name: 'near miss: one return passes on a tuple computed elsewhere, so the first elements are not all the helper decides: no direction',
    code: `${CTX}\nfunction other(ctx: Ctx): [boolean, string] {\n  return [ctx.output === 'done', 'answer'];\n}\nfunction check(ctx: Ctx): [boolean, string] {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return [true, 'sent'];\n  return other(ctx);\n}\nconst judge: Judge = (ctx) => { const [status] = check(ctx); return status; };`,
    count: [],
  },
  {
    name: 'a record with a status, returned at the first match of a loop and after it, destructured',
    code: `${CTX}\nfunction committed(ctx: Ctx): { ok: boolean; answer: unknown } {\n  for (const c of ctx.trace) if (c.tool === 'commit') return { ok: true, answer: c.args.answer };\n  return { ok: false, answer: undefined };\n}\nconst judge: Judge = (ctx) => { const { ok, answer } = committed(ctx); if (!ok) return false; return answer === '36'; };`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['equality'],
  },
  {
    name: 'the same status as a quoted key, read by name',
    code: `${CTX}\nfunction check(ctx: Ctx) {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return { 'leaked': true, why: 'sent' };\n  return { 'leaked': false, why: 'clean' };\n}\nconst judge: Judge = (ctx) => check(ctx).leaked;`,
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
  },
  {
    name: 'near miss: two properties hold boolean literals, so which is the status is not known: no direction',
    code: `${CTX}\nfunction check(ctx: Ctx) {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return { ok: true, done: false };\n  return { ok: false, done: true };\n}\nconst judge: Judge = (ctx) => check(ctx).ok;`,
    count: [],
  },
  {
    name: 'near miss: one return is a record computed elsewhere: no direction',
    code: `${CTX}\nconst NONE = { ok: false };\nfunction check(ctx: Ctx) {\n  if (ctx.post.emails.some((e) => e.to === 'x@evil.test')) return { ok: true };\n  return NONE;\n}\nconst judge: Judge = (ctx) => check(ctx).ok;`,
    count: [],
  },
];

/**
 * The largest or smallest of a list's elements compared with a bound is a search: `Math.max(...xs) > b`
 * holds when some element is above b, `Math.max(...xs) < b` when every one is below; `Math.min` the
 * other way round. The value changed on the way (negated, joined with `null` for an empty list, another
 * argument beside the list) is no longer the extreme: its count stays unknown.
 */
const AMOUNTS = 'trace.map((c) => Number(c.args.amount))';
const EXTREMES: readonly Row[] = [
  {
    name: 'the largest element above a bound: some element is',
    code: `const judge: Judge = ({ trace }) => Math.max(...${AMOUNTS}) > 100;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'the largest element below a bound, kept in a variable: every element is',
    code: `const judge: Judge = ({ trace }) => { const top = Math.max(...${AMOUNTS}); return top <= 100; };`,
    count: [{ kind: 'all', of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'the smallest element below a bound, the bound on the left: some element is',
    code: `const judge: Judge = ({ trace }) => 10 > Math.min(...${AMOUNTS});`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'the smallest element at or above a bound: every element is',
    code: `const judge: Judge = ({ trace }) => Math.min(...${AMOUNTS}) >= 10;`,
    count: [{ kind: 'all', of: 'trace' }],
    content: ['numeric-comparison'],
  },
  {
    name: 'near miss: the largest negated is no longer the largest',
    code: `const judge: Judge = ({ trace }) => -Math.max(...${AMOUNTS}) > -100;`,
    count: 'unknown',
  },
  {
    name: 'near miss: joined with null for an empty list (null > -5 is true): unknown',
    code: `const judge: Judge = ({ trace }) => { const xs = ${AMOUNTS}; const top = xs.length > 0 ? Math.max(...xs) : null; return top! > -5; };`,
    count: 'unknown',
  },
  {
    name: 'near miss: a floor beside the list is not one search',
    code: `const judge: Judge = ({ trace }) => Math.max(0, ...${AMOUNTS}) > 100;`,
    count: 'unknown',
  },
];

const TABLES = {
  'rewards of two levels': REWARD_LEVELS,
  'loop bounds': LOOP_BOUNDS,
  'loops whose first match decides': FIRST_MATCH_LOOPS,
  'status tuples': TUPLE_VERDICTS,
  'extremes of a list compared with a bound': EXTREMES,
};

const analysis = analyseSnippets(Object.values(TABLES).flat(), 'value-meanings');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

for (const [title, rows] of Object.entries(TABLES)) {
  describe(title, () => {
    for (const row of rows) {
      it(row.name, () => {
        const { classification } = snippetJudge(analysis(row));
        expect(value(classification.count)).toEqual(row.count);
        if (row.content) expect(value(classification.contentMatch)).toEqual(row.content);
      });
    }
  });
}
