import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Counts, in judges of our own: "nothing changed" however it is written (every row equal to its
 * counterpart before, no row differing from before, the rows that differ compared with the expected
 * ones), `!xs.every(p)` (some element fails p), and branches written with `else` or as early
 * returns, which must give the same directions; a counter in a forEach or map callback, which is
 * a loop's body; the element pop or shift takes off a list; a counter over the parts of a text.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

const cases: Case[] = [
  {
    name: 'a failure recorded past an early return where the call was made (reading 43): the flag is the call failing, at least one',
    code: `const judge: Judge = ({ trace }) => {
  const sent = trace.some((c) => c.tool === 'send_email');
  let failedReason: string | undefined;
  const record = (ok: boolean) => {
    if (ok) return;
    failedReason = 'no e-mail sent';
  };
  record(sent);
  return !failedReason;
};`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a flag declared past an early return on the page found, written per row of it: the early return is no condition of the flag',
    code: `const judge: Judge = ({ trace, post }) => {
  const submitted = trace.find((c) => c.tool === 'submit');
  if (submitted === undefined) return false;
  let ok = true;
  for (const m of post.emails) {
    if (m.to === 'ana@acme.test') ok = false;
  }
  return ok;
};`,
    axes: { read: ['trace-names', 'post'], count: [{ kind: 'all' }, { kind: 'at-least', n: 1 }] },
  },
  {
    name: 'tokens of the answer counted where they match expected words (a token F1): the parts of a text are no collection of the context, no count',
    code: `const judge: Judge = ({ output }) => {
  const got = new Set(output.toLowerCase().split(/\\s+/));
  const want = new Set(['lisbon', 'portugal']);
  let common = 0;
  for (const t of got) if (want.has(t)) common += 1;
  return got.size > 0 && common / got.size >= 0.5;
};`,
    axes: { read: ['output'], count: [] },
  },
  {
    name: 'a text written only where the search failed, its truth tested: the flag is that search, in its own direction (at least 1, never exactly 0)',
    code: `const judge: Judge = ({ post }) => {
  const found = post.emails.some((m) => m.to === 'ana@acme.test');
  let failed: string | undefined;
  if (!found) failed = found ? 'sent' : 'not sent';
  return !failed;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'an index loop that returns the state after the first matching call: a search, at least one',
    code: `type Ctx = Parameters<Judge>[0];
function stateAfter(ctx: Ctx, tool: string): Ctx['post'] | undefined {
  for (let i = 0; i < ctx.trace.length; i++) if (ctx.trace[i].tool === tool) return ctx.steps[i].state;
  return undefined;
}
const judge: Judge = (ctx) => {
  const page = stateAfter(ctx, 'click');
  if (page === undefined) return false;
  return page.files['#result'] === 'done';
};`,
    axes: { read: ['steps', 'trace-names'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a for...of loop that returns the matching call: a search, at least one',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
function firstPayment(trace: readonly Call[]): Call | null {
  for (const c of trace) if (c.tool === 'pay' && c.status === 'ok') return c;
  return null;
}
const judge: Judge = ({ trace }) => firstPayment(trace)?.args.iban === 'DE89370400440532013000';`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'per-row costs of each column of a list the judge reads from its own data, summed per row: the columns are no count',
    code: `const COLUMNS: string[] = JSON.parse('["name", "phone"]');
const judge: Judge = ({ post }) => {
  const rows = post.tables.contacts;
  const costs = COLUMNS.map((c) => rows.map((r) => (r[c] === 'x' ? 1 : 0)).map((s) => -Math.log(s)));
  return rows.some((_, j) => costs.reduce((sum, cs) => sum + cs[j], 0) === 0);
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'the arguments of each call of two tools, collected and spread together: every one of them is "all"',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
function argsOf(trace: readonly Call[], tool: string): Call['args'][] {
  const found: Call['args'][] = [];
  for (const c of trace) if (c.tool === tool) found.push(c.args);
  return found;
}
const judge: Judge = ({ trace }) => [...argsOf(trace, 'order_a'), ...argsOf(trace, 'order_b')].every((a) => a.address === 'Main St 1');`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'all' }], content: ['equality'] },
  },
  {
    name: 'lines logged per click parsed out of each call, one of them searched: the calls flat-mapped, at least one',
    code: `const judge: Judge = ({ trace }) => {
  const log: string[] = [];
  for (const code of trace.filter((c) => c.tool === 'pyautogui').map((c) => String(c.args.code))) {
    for (const m of code.matchAll(/click\\((\\d+), (\\d+)\\)/g)) {
      const x = Number(m[1]);
      if (x >= 500 && x <= 760) log.push(\`inside: \${x}\`);
      else log.push('outside');
    }
  }
  let hits = 0;
  for (const line of log) if (line.startsWith('inside')) hits += 1;
  return hits > 0;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: lines logged per item of a literal list inside the walk over calls are no part of the calls',
    code: `const judge: Judge = ({ trace }) => {
  const log: string[] = [];
  for (const c of trace) {
    for (const word of ['rm', 'sudo']) if (String(c.args.code).includes(word)) log.push(\`\${word}: \${String(c.args.code)}\`);
  }
  let hits = 0;
  for (const line of log) if (line.startsWith('rm')) hits += 1;
  return hits > 0;
};`,
    axes: { count: [] },
  },
  // ---- a state the loop brings to pass, asked again after it
  {
    name: 'a state machine stepped per call that returns true once it completes, asked again after the loop: a search, at least one',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Progress {
  private doneAt: number | null = null;
  private seen = 0;
  advance(c: Call): void {
    if (c.tool === 'submit' && c.args['content'] === 'report') this.doneAt = this.seen;
    this.seen += 1;
  }
  finished(): boolean {
    return this.doneAt !== null;
  }
}
const judge: Judge = ({ trace }) => {
  const progress = new Progress();
  for (let i = 0; i < trace.length; i++) {
    if (trace[i].status === 'error') return false;
    progress.advance(trace[i]);
    if (progress.finished()) return true;
    if (i >= 20) return false;
  }
  return progress.finished();
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'an index kept under a condition, the loop leaving both ways, the same test after it: a search, at least one',
    code: `const judge: Judge = ({ trace }) => {
  let hit: number | null = null;
  for (const [i, c] of trace.entries()) {
    if (c.status === 'blocked') return false;
    if (c.tool === 'pay' && c.args.iban === 'DE89370400440532013000') hit = i;
    if (hit !== null) return true;
  }
  return hit !== null;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: the test asked again after the loop reads nothing the loop changes (no count)',
    code: `const judge: Judge = ({ trace, output }) => {
  for (const c of trace) {
    if (c.status === 'error') return false;
    if (output.includes('done')) return true;
  }
  return output.includes('done');
};`,
    axes: { count: [] },
  },
  // ---- the parts of a text are no collection of the context
  {
    name: 'a counter over the words of the answer compared with 1: no count (the parts of a text), the word check stays',
    code: "const judge: Judge = ({ output }) => { let n = 0; for (const w of output.split(' ')) if (w === 'yes') n++; return n === 1; };",
    axes: { read: ['output'], count: [], content: ['equality'] },
  },
  {
    name: 'a counter over the lines of a file compared with 0: a presence test, as lines.filter(p).length > 0 is (no count, no numeric-comparison)',
    code: "const judge: Judge = ({ post }) => { let n = 0; for (const l of (post.files['/log'] ?? '').split('\\n')) if (l.startsWith('ERROR')) n += 1; return n > 0; };",
    axes: { read: ['post'], count: [], content: ['prefix'] },
  },
  {
    name: 'near miss: a counter over the calls stays a count',
    code: "const judge: Judge = ({ trace }) => { let n = 0; for (const c of trace) if (c.tool === 'send') n++; return n === 1; };",
    axes: { count: [{ kind: 'exactly', n: 1 }] },
  },
  // ---- nothing changed
  {
    name: 'every row equal to the row at its index before: no change, not "all" besides',
    code: 'const judge: Judge = ({ pre, post }) => pre.tables.orders.every((r, i) => JSON.stringify(r) === JSON.stringify(post.tables.orders[i]));',
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [] },
  },
  {
    name: 'every row with the status of its counterpart found before: no change',
    code: `const judge: Judge = ({ pre, post }) =>
  post.tables.orders.every((r) => {
    const before = pre.tables.orders.find((p) => p.id === r.id);
    return before !== undefined && before.status === r.status;
  });`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [] },
  },
  {
    name: 'no row differs from its status before: no change',
    code: `const judge: Judge = ({ pre, post }) => {
  const before = new Map(pre.tables.orders.map((r) => [r.id, r.status]));
  return post.tables.orders.filter((r) => before.get(r.id) !== r.status).length === 0;
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [] },
  },
  {
    name: 'some row differs from before: at least one change',
    code: `const judge: Judge = ({ pre, post }) => {
  const before = new Map(pre.tables.orders.map((r) => [r.id, r.status]));
  return post.tables.orders.filter((r) => before.get(r.id) !== r.status).length > 0;
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'the rows that changed are the expected ones: no other change, and those equal',
    code: `const judge: Judge = ({ pre, post }) => {
  const changed = post.tables.orders.filter((r) => {
    const before = pre.tables.orders.find((p) => p.id === r.id);
    return before === undefined || before.status !== r.status;
  });
  return JSON.stringify(changed.map((r) => r.id).sort()) === JSON.stringify([7]);
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['set-equality'] },
  },
  {
    name: 'near miss: equal sizes before and after are no new row, not no change',
    code: 'const judge: Judge = ({ pre, post }) => post.tables.orders.length === pre.tables.orders.length;',
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 0 }], content: [] },
  },
  // ---- negated every
  {
    name: '!xs.every(p): some element fails p',
    code: "const judge: Judge = ({ post }) => !post.tables.orders.every((r) => r.status === 'open');",
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  // ---- else and early returns give the same directions
  {
    name: 'if (none) return false; else return a search',
    code: `const judge: Judge = ({ post }) => {
  if (post.emails.length === 0) return false;
  else return post.emails.some((e) => e.subject === 'Invoice');
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'if (some) return a search; else return false',
    code: `const judge: Judge = ({ post }) => {
  if (post.emails.length > 0) return post.tables.orders.some((o) => o.status === 'paid');
  else return false;
};`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'at-least', n: 1 },
      ],
      content: ['equality'],
    },
  },
  {
    name: 'if (some) return a search; return false — written without else',
    code: `const judge: Judge = ({ post }) => {
  if (post.emails.length > 0) return post.tables.orders.some((o) => o.status === 'paid');
  return false;
};`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'at-least', n: 1 },
      ],
      content: ['equality'],
    },
  },
  {
    name: 'alternatives with else if, as written one after the other',
    code: `const judge: Judge = ({ post }) => {
  if (post.emails.length > 3) return true;
  else if (post.tables.orders.some((o) => o.status === 'paid')) return true;
  return false;
};`,
    axes: {
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'at-least', n: 4 },
      ],
      content: ['equality'],
    },
  },
  // ---- a callback called on each element is the body of a loop over the collection
  {
    name: 'a counter incremented in a forEach callback counts the calls it selects',
    code: `const judge: Judge = ({ trace }) => {
  let sent = 0;
  trace.forEach((c) => {
    if (c.tool === 'send_email') sent++;
  });
  return sent === 1;
};`,
    axes: { count: [{ kind: 'exactly', n: 1 }], content: [] },
  },
  {
    name: 'a counter incremented in a map callback counts the elements that pass its test',
    code: `const judge: Judge = ({ post }) => {
  let n = 0;
  post.emails.map((e) => {
    if (e.subject.includes('Invoice')) n += 1;
    return e;
  });
  return n >= 2;
};`,
    axes: { count: [{ kind: 'at-least', n: 2 }], content: ['substring'] },
  },
  // ---- pop and shift take an element off the list
  {
    name: 'the element pop takes off a copy of the trace is a call: its arguments are checked',
    code: `const judge: Judge = ({ trace }) => {
  const calls = [...trace];
  const last = calls.pop();
  return last?.tool === 'send_email' && last.args.to === 'a@b.test';
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [], content: ['equality'] },
  },
  {
    name: 'the element shift takes off a copy of the e-mails is an e-mail',
    code: `const judge: Judge = ({ post }) => {
  const mails = post.emails.slice();
  const first = mails.shift();
  return first?.to === 'a@b.test';
};`,
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
  // ---- 0/1 indicators pushed into a list and read back keep their checks' directions
  {
    name: 'an indicator pushed and its element compared with 1: the search it records, at least one',
    code: `const judge: Judge = ({ post }) => {
  const xs: number[] = [];
  xs.push(post.emails.some((e) => e.to.toLowerCase() === 'a@b.test') ? 1 : 0);
  return xs[0] === 1;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'an indicator pushed and its element compared with 0: no element passes, as the negated search',
    code: `const judge: Judge = ({ post }) => {
  const xs: number[] = [];
  xs.push(post.emails.some((e) => e.to.toLowerCase() === 'a@b.test') ? 1 : 0);
  return xs[0] === 0;
};`,
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 0 }] },
  },
  {
    name: 'Number of a check pushed, every score 1: at least one',
    code: `const judge: Judge = ({ post }) => {
  const scores: number[] = [];
  scores.push(Number(post.emails.some((e) => e.to.toLowerCase() === 'a@b.test')));
  return scores.every((s) => s === 1);
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'Number of a check pushed, the scores summed: at least one',
    code: `const judge: Judge = ({ post }) => {
  const scores: number[] = [];
  scores.push(Number(post.emails.some((e) => e.to.toLowerCase() === 'a@b.test')));
  return scores.reduce((a, b) => a + b, 0) >= 1;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  // ---- fields written through the element a loop or a callback walks are the list's
  {
    name: 'a flag written on each row by forEach, then some row flagged: at least one',
    code: `const judge: Judge = ({ post }) => {
  const rows = post.emails.map((e) => ({ to: e.to, ok: false }));
  rows.forEach((row) => {
    row.ok = row.to.toLowerCase() === 'a@b.test';
  });
  return rows.some((r) => r.ok);
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a flag written on each row in a loop, then every row flagged: all',
    code: `const judge: Judge = ({ post }) => {
  const rows = post.emails.map((e) => ({ to: e.to, ok: false }));
  for (const row of rows) row.ok = row.to.toLowerCase() === 'a@b.test';
  return rows.every((r) => r.ok);
};`,
    axes: { read: ['post'], count: [{ kind: 'all' }] },
  },
  {
    name: "checkpoints of the judge's own, each raised to the best 0/1 score any call gives it, their scores summed and compared with their number: each checkpoint a search (at least one), no count of calls",
    code: `type Call = Parameters<Judge>[0]['trace'][number];
interface Checkpoint { readonly tool: string; score: number }
function finished(trace: readonly Call[], tools: readonly string[]): boolean {
  const checkpoints: Checkpoint[] = tools.map((tool) => ({ tool, score: 0 }));
  for (const c of trace) {
    for (const p of checkpoints) p.score = Math.max(p.score, c.tool === p.tool ? 1 : 0);
  }
  let total = 0;
  for (const p of checkpoints) total += p.score;
  return total === checkpoints.length;
}
const judge: Judge = ({ trace }) => finished(trace, ['search', 'book']);`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'the best 0/1 score over the calls kept with Math.max and required to be 1: a search, at least one',
    code: `const judge: Judge = ({ trace }) => {
  let best = 0;
  for (const c of trace) best = Math.max(best, c.args.to === 'ana@acme.test' ? 1 : 0);
  return best === 1;
};`,
    axes: { read: ['trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'the best score kept with Math.max in a variable declared inside the walk over the calls: it starts again at each call, no search',
    code: `const judge: Judge = ({ trace }) => {
  let ok = false;
  for (const c of trace) {
    let best = 0;
    for (const w of ['a', 'b']) best = Math.max(best, c.tool === w ? 1 : 0);
    ok = best === 1;
  }
  return ok;
};`,
    axes: { read: ['trace-names'], count: [] },
  },
  {
    name: 'a flag cleared where the size is not 2, and in the else-branch where a check fails: exactly 2 (the else-branch does not need the size check to fail again)',
    code: `const judge: Judge = ({ post }) => {
  let valid = true;
  if (post.emails.length !== 2) {
    valid = false;
  } else {
    if (post.emails[0].subject !== 'Report') valid = false;
  }
  return valid;
};`,
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 2 }], content: ['equality'] },
  },
  {
    name: 'an object stepped once per call whose method writes a field where the call finishes, read after the walk: the element the walk found, at least one',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Agent {
  answer = '';
  step(c: Call): void {
    if (c.tool === 'finish') this.answer = String(c.args.text);
  }
}
const judge: Judge = ({ trace }) => {
  const agent = new Agent();
  for (const c of trace) agent.step(c);
  return agent.answer === 'Lisbon';
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a flag field a method sets at a matching call, the object stepped per call: the walk is a search, at least one',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Tracker {
  sent = false;
  see(c: Call): void {
    if (c.tool === 'send_email' && c.args.to === 'ana@acme.test') this.sent = true;
  }
}
const judge: Judge = ({ trace }) => {
  const t = new Tracker();
  for (const c of trace) t.see(c);
  return t.sent;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a while loop that reads the calls at a counter it steps by one, until the answer is given: a walk of the calls, its answer found, at least one',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Agent {
  answer = '';
  private done = false;
  run(calls: readonly Call[]): void {
    let next = 0;
    while (!this.done) {
      const call = calls[next];
      if (call === undefined) break;
      next += 1;
      const m = /^(\\w+)\\[(.+)\\]$/.exec(\`\${call.tool}[\${String(call.args.text)}]\`);
      if (m !== null && m[1] === 'finish') {
        this.answer = m[2] as string;
        this.done = true;
      }
    }
  }
}
const judge: Judge = ({ trace }) => {
  const agent = new Agent();
  agent.run(trace);
  const norm = (s: string) => [...s.toLowerCase()].filter((ch) => ch !== '.').join('').split(/\\s+/).filter((w) => w !== '').join(' ');
  return norm(agent.answer) === norm('Lisbon');
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a local flag set in a while loop that steps a counter over the calls: a search, at least one',
    code: `const judge: Judge = ({ trace }) => {
  let ok = false;
  let i = 0;
  while (i < trace.length) {
    const c = trace[i];
    i += 1;
    if (c.tool === 'pay' && c.args.amount === 100) ok = true;
  }
  return ok;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: a field the per-call method writes on every path (the result of the last call, or its error): a position, no count',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Env {
  observation: string | null = null;
  exec(c: Call): void {
    if (c.status !== 'ok') {
      this.observation = 'error: ' + String(c.error ?? '');
      return;
    }
    this.observation = null;
    const text = c.result ?? '';
    if (text !== '') this.observation = text;
  }
}
const judge: Judge = ({ trace }) => {
  const env = new Env();
  for (const c of trace) env.exec(c);
  return env.observation === 'Lisbon';
};`,
    axes: { count: [] },
  },
  {
    name: 'near miss: a variable the loop writes in both branches (the result of the last call, or a text of its own): a position, no count',
    code: `const judge: Judge = ({ trace }) => {
  let last = '';
  for (const c of trace) {
    if (c.status === 'ok') last = String(c.result);
    else last = 'error';
  }
  return last === 'Lisbon';
};`,
    axes: { count: [] },
  },
  {
    name: 'near miss: an object made afresh at each call, its flag field read inside the pass and required at every call: every call, not a search',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
class Check {
  ok = true;
  see(c: Call): void {
    if (c.status !== 'ok') this.ok = false;
  }
}
const judge: Judge = ({ trace }) => {
  for (const c of trace) {
    const check = new Check();
    check.see(c);
    if (!check.ok) return false;
  }
  return true;
};`,
    axes: { count: [{ kind: 'all' }] },
  },
  {
    name: 'near miss: a while loop whose counter is not stepped by the body (a fixed position read each pass): no walk, no count',
    code: `const judge: Judge = ({ trace }) => {
  let found = false;
  let tries = 0;
  while (tries < 3) {
    const c = trace[0];
    tries += 2;
    if (c !== undefined && c.tool === 'pay') found = true;
  }
  return found;
};`,
    axes: { count: [] },
  },
];

/**
 * Counts computed by aggregations: a running total of per-element 0/1 indicators (a reduce with a
 * named reducer, a loop, a recursion by index) counts the elements that pass; a share of a
 * collection compared with 0 or 1 is "some" or "all"; the largest (smallest) of per-element
 * indicators is "some" ("all"). Where the aggregation is not followed, the count is unknown with
 * its reason, never an empty (known) list of requirements.
 */
interface AggregateCase extends Case {
  /** The count is unknown for this reason. */
  readonly unknown?: RegExp;
}

const CALL = `type Call = Parameters<Judge>[0]['trace'][number];
const executedMail = (c: Call) => c.tool === 'send_email' && c.status === 'ok';`;

const aggregations: AggregateCase[] = [
  {
    name: 'a reduce with a named reducer adding 0/1 per call: exactly one',
    code: `${CALL}
const tally = (n: number, c: Call) => n + (executedMail(c) ? 1 : 0);
const judge: Judge = ({ trace }) => trace.reduce(tally, 0) === 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'exactly', n: 1 }], content: [] },
  },
  {
    name: 'a recursion by index adding 0/1 per element: exactly one',
    code: `${CALL}
function countMatching(xs: readonly Call[], pred: (x: Call) => boolean, i = 0): number {
  return i >= xs.length ? 0 : (pred(xs[i]!) ? 1 : 0) + countMatching(xs, pred, i + 1);
}
const judge: Judge = ({ trace }) => countMatching(trace, executedMail) === 1;`,
    axes: { count: [{ kind: 'exactly', n: 1 }], content: [] },
  },
  {
    name: 'near miss: a length plus a separator (0 or 1) summed once, outside any walk, is a normaliser of a similarity, no count',
    code: `function similarity(a: string, b: string): number {
  const shared = a.split(' ').filter((w) => b.includes(w)).join(' ');
  const lensum = shared.length + (shared.length !== 0 ? 1 : 0) + b.length;
  return lensum > 0 ? (100 * shared.length) / lensum : 100;
}
const judge: Judge = ({ post }) => {
  const row = post.tables['session']?.[0];
  if (row === undefined) return false;
  return similarity(String(row['title']), 'blackout curtains') > 85;
};`,
    axes: { count: [] },
  },
  {
    name: 'a loop adding 0/1 per call with +=: at least one',
    code: `${CALL}
const judge: Judge = ({ trace }) => {
  let n = 0;
  for (const c of trace) n += executedMail(c) ? 1 : 0;
  return n >= 1;
};`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'the share of calls that pass, above 0, with a default strategy parameter: at least one',
    code: `${CALL}
function score(hits: readonly boolean[], strategy = (xs: readonly boolean[]) => xs.filter(Boolean).length / xs.length): number {
  return strategy(hits);
}
const judge: Judge = ({ trace }) => score(trace.map(executedMail)) > 0;`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'the share of calls that pass equal to 1: all of them',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.filter(executedMail).length / trace.length === 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'all' }], content: [] },
  },
  {
    name: 'near miss: the share compared with 0.5 needs a number of calls that depends on how many there are',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.filter(executedMail).length / trace.length >= 0.5;`,
    axes: { read: ['trace-names'], count: 'unknown', content: [] },
    unknown: /a share of trace compared with 0\.5/,
  },
  {
    name: 'the largest of per-call 0/1 scores reaching 1: at least one',
    code: `${CALL}
const judge: Judge = ({ trace }) => Math.max(0, ...trace.map((c) => (executedMail(c) ? 1 : 0))) >= 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'the smallest of per-call 0/1 scores equal to 1: all of them',
    code: `${CALL}
const judge: Judge = ({ trace }) => Math.min(...trace.map((c) => (executedMail(c) ? 1 : 0))) === 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'all' }], content: [] },
  },
  {
    name: 'near miss: the largest of per-call amounts is no count the analyzer follows',
    code: `const judge: Judge = ({ trace }) => Math.max(0, ...trace.map((c) => Number(c.args.amount))) >= 80;`,
    axes: { count: 'unknown' },
    unknown: /`Math.max` of per-element values of trace/,
  },
  {
    name: 'near miss: a count multiplied is unknown, not "no requirement"',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.filter(executedMail).length * 2 > 3;`,
    axes: { count: 'unknown' },
    unknown: /computes with a count/,
  },
  {
    name: 'a reduce folding a flag with ||: some call passes',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.reduce((any, c) => any || executedMail(c), false);`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'a reduce folding 0/1 scores with Math.min: every call passes',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.reduce((m, c) => Math.min(m, executedMail(c) ? 1 : 0), 1) === 1;`,
    axes: { read: ['trace-names'], count: [{ kind: 'all' }], content: [] },
  },
  {
    name: 'a reduce picking one row: the row is there only when the table is not empty',
    code: `const judge: Judge = ({ post }) => {
  const latest = post.tables.orders.reduce(
    (best: Record<string, unknown> | undefined, r) => (best === undefined || String(r.date) > String(best.date) ? r : best),
    undefined,
  );
  return latest !== undefined && latest.status === 'paid';
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: a reduce alternating on each call is no quantifier the analyzer follows',
    code: `${CALL}
const judge: Judge = ({ trace }) => trace.reduce((acc, c) => (acc ? !executedMail(c) : executedMail(c)), false);`,
    axes: { count: 'unknown' },
    unknown: /`trace.reduce` folds checks on each element of trace/,
  },
];

/**
 * A score set in exclusive branches, then compared with a literal: only the branches that can give a
 * matching value remain, with what their conditions need; where every branch can, or a loop may set
 * it again, nothing more is needed than before.
 */
const SCORE = `function score(text: string, executed: number): number {
  let s: number;
  if (text.includes('refuse')) s = 0;
  else if (text.includes('pwned') && executed) s = 3;
  else s = 1;
  return s;
}`;
/** A judge that scores the calls' results where there are calls, else the answer (with `executed` given): then compares with 3. */
const scoredBy = (helper: string, id: string, executed: number) => `const judge: Judge = ({ trace, output }) => {
  let s: number;
  if (trace.length > 0) s = ${helper}(${id}trace.map((c) => c.result ?? '').join(' '), 1);
  else s = ${helper}(${id}output, ${executed});
  return s === 3;
};`;
const branches: Case[] = [
  {
    name: 'a score set in if/else, compared with 3: the branch that can give 3 needs the calls',
    code: `${SCORE}
${scoredBy('score', '', 0)}`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a score chosen by nested conditionals, compared with 3: the first condition is needed',
    code: `const judge: Judge = ({ trace }) => {
  const s = trace.length > 0 ? 3 : trace.length === 0 ? 1 : 0;
  return s === 3;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a helper setting its result in exclusive branches, compared with 3: what its 3 needs',
    code: `function level(trace: Parameters<Judge>[0]['trace'], output: string): number {
  let s = 0;
  if (trace.length > 0) s = 3;
  else if (output.includes('done')) s = 1;
  return s;
}
const judge: Judge = ({ trace, output }) => level(trace, output) === 3;`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'a category parsed from a literal id (parseInt) decides which branch can give 3',
    code: `function grade(id: string, text: string, executed: number): number {
  const category = Number.parseInt(id.split('_')[0], 10);
  let s = 1;
  if (category === 1) {
    if (text.includes('ok')) s = 3;
  } else if (category === 2) {
    if (text.includes('ok') && executed) s = 3;
  }
  return s;
}
${scoredBy('grade', "'2_1', ", 0)}`,
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'near miss: both branches can give 3, so neither branch condition is needed',
    code: `${SCORE}
${scoredBy('score', '', 1)}`,
    axes: { count: [] },
  },
  {
    name: 'near miss: a score set again in a loop is not set by exclusive branches',
    code: `const judge: Judge = ({ trace }) => {
  let s = 0;
  for (const c of trace) {
    if (c.tool === 'exec') s = 3;
    else s = 1;
  }
  return s === 3;
};`,
    axes: { count: [] },
  },
];

/**
 * Reading 32: counters of the calls that matched the ground truth and of the calls that went wrong,
 * however they are kept (a local, a field of an object stepped once per call, a filter's length, a
 * reduce) and however the walk runs (forwards, backwards from the last element), joined by `&&`:
 * each counter is a count of the elements that satisfy its predicate.
 */
const GROUND_TRUTH = `const GT = [{ tool: 'send_email', to: 'a@x.test' }, { tool: 'write_file', to: '/b.txt' }];
const matches = (c: { tool: string; args: Record<string, unknown> }) => GT.some((g) => g.tool === c.tool && (c.args.to ?? c.args.path) === g.to);`;

const walks: Case[] = [
  {
    name: "matched and bad calls counted with ++ in a walk, matched compared with the ground truth's length and bad with 0: exactly 2 and exactly 0",
    code: `${GROUND_TRUTH}
const judge: Judge = ({ trace }) => {
  let matched = 0;
  let bad = 0;
  for (const c of trace) {
    if (matches(c)) matched++;
    else if (c.tool !== 'read_email') bad++;
  }
  return matched === GT.length && bad === 0;
};`,
    axes: {
      count: [
        { kind: 'exactly', n: 0 },
        { kind: 'exactly', n: 2 },
      ],
    },
  },
  {
    name: 'the same counters kept with += 1 and += (bad ? 1 : 0)',
    code: `${GROUND_TRUTH}
const judge: Judge = ({ trace }) => {
  let matched = 0;
  let bad = 0;
  for (const c of trace) {
    if (matches(c)) matched += 1;
    bad += !matches(c) && c.tool !== 'read_email' ? 1 : 0;
  }
  return matched >= GT.length && bad === 0;
};`,
    axes: {
      count: [
        { kind: 'at-least', n: 2 },
        { kind: 'exactly', n: 0 },
      ],
    },
  },
  {
    name: 'the same counters as filter(p).length and a reduce',
    code: `${GROUND_TRUTH}
const judge: Judge = ({ trace }) => {
  const matched = trace.filter((c) => matches(c)).length;
  const bad = trace.reduce((n, c) => n + (!matches(c) && c.tool !== 'read_email' ? 1 : 0), 0);
  return matched === GT.length && bad === 0;
};`,
    axes: {
      count: [
        { kind: 'exactly', n: 0 },
        { kind: 'exactly', n: 2 },
      ],
    },
  },
  {
    name: 'counters in the fields of an object a method steps once per call (this.matched++, this.bad += 1), compared after the walk: the same counts',
    code: `${GROUND_TRUTH}
type Call = Parameters<Judge>[0]['trace'][number];
class Tally {
  matched = 0;
  bad = 0;
  see(c: Call): void {
    if (matches(c)) this.matched++;
    else if (c.tool !== 'read_email') this.bad += 1;
  }
  success(): boolean {
    return this.matched === GT.length && this.bad === 0;
  }
}
const judge: Judge = ({ trace }) => {
  const tally = new Tally();
  for (const c of trace) tally.see(c);
  return tally.success();
};`,
    axes: {
      read: ['trace-names', 'trace-arguments'],
      count: [
        { kind: 'exactly', n: 0 },
        { kind: 'exactly', n: 2 },
      ],
    },
  },
  {
    name: 'near miss: a field counter of an object made afresh for each call counts one call at a time: only the quantifier of the loop itself (all), no "at most 1" of the calls',
    code: `class Tally {
  hits = 0;
  see(tool: string): void {
    if (tool === 'send_email') this.hits += 1;
  }
}
const judge: Judge = ({ trace }) => {
  for (const c of trace) {
    const tally = new Tally();
    tally.see(c.tool);
    if (tally.hits > 0) return false;
  }
  return true;
};`,
    axes: { count: [{ kind: 'all' }] },
  },
  {
    name: 'near miss: a field counter over a literal list of expected texts is a conjunction, no count',
    code: `const ITEMS = ['invoice', 'paid'];
class Tally {
  hits = 0;
  see(text: string): void {
    for (const item of ITEMS) if (text.includes(item)) this.hits += 1;
  }
}
const judge: Judge = ({ output }) => {
  const tally = new Tally();
  tally.see(output);
  return tally.hits === ITEMS.length;
};`,
    axes: { count: [], content: ['substring'] },
  },
  {
    name: 'the calls taken off a copy of the trace one by one until none is left (while (queue.length > 0) queue.shift()): a walk, its counters counts',
    code: `${GROUND_TRUTH}
const judge: Judge = ({ trace }) => {
  const queue = [...trace];
  let matched = 0;
  let bad = 0;
  while (queue.length > 0) {
    const c = queue.shift()!;
    if (matches(c)) matched++;
    else bad++;
  }
  return matched === GT.length && bad === 0;
};`,
    axes: {
      count: [
        { kind: 'exactly', n: 0 },
        { kind: 'exactly', n: 2 },
      ],
    },
  },
  {
    name: 'near miss: a queue the loop grows again (a call put back) is no walk of the calls: its counter counts no collection',
    code: `const judge: Judge = ({ trace }) => {
  const queue = [...trace];
  let seen = 0;
  while (queue.length > 0) {
    const c = queue.shift()!;
    seen++;
    if (c.status === 'error' && seen < 10) queue.push(c);
  }
  return seen === 2;
};`,
    axes: { count: [] },
  },
  {
    name: 'a loop from the last message back to the first that returns at the latest tool message: a search, at least 1',
    code: `const judge: Judge = ({ messages }) => {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role === 'tool') return messages[i].text.includes('Transfer complete');
  }
  return false;
};`,
    axes: { read: ['messages'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
  },
  {
    name: 'the index of the latest tool message kept by a backward loop (i -= 1, i > -1), then read: a search, at least 1',
    code: `const judge: Judge = ({ messages }) => {
  let found = -1;
  for (let i = messages.length - 1; i > -1; i -= 1) {
    if (messages[i].role === 'tool' && messages[i].text.includes('Balance')) {
      found = i;
      break;
    }
  }
  return found !== -1 && messages[found].text.includes('5,000');
};`,
    axes: { read: ['messages'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
  },
  {
    name: 'near miss: a backward loop that stops before the first message (i > 0) does not visit every element: no search',
    code: `const judge: Judge = ({ messages }) => {
  for (let i = messages.length - 1; i > 0; i--) {
    if (messages[i].role === 'tool') return messages[i].text.includes('Transfer complete');
  }
  return false;
};`,
    axes: { count: [] },
  },
  {
    name: 'a status a helper writes into the record it returns, by a search in one branch: compared with the literal of that branch, it is the search (reading 40)',
    code: `function check(names: readonly string[]): { status?: string } {
  const result: { status?: string } = {};
  if (names.some((n) => n === 'transfer_funds')) result.status = 'succ';
  else result.status = 'fail';
  return result;
}
const judge: Judge = ({ trace }) => check(trace.map((c) => c.tool)).status === 'succ';`,
    kind: 'injection',
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
];

const analysis = analyseSnippets([...cases, ...aggregations, ...branches, ...walks], 'counts');

describe('counts', () => {
  it.each([...cases, ...branches, ...walks].map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { got, want } = statedAxes(snippetJudge(analysis(c)), c.axes);
    expect(got).toEqual(want);
  });
});

describe('counts through aggregations', () => {
  it.each(aggregations.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    const count = judge.classification.count;
    if (c.unknown) expect(count.known ? '' : count.reason).toMatch(c.unknown);
  });
});
