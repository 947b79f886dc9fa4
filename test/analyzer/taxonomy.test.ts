import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * docs/taxonomy.md, checked: its worked examples and hard cases, each classified as the page says
 * (axes in the wild corpus's label terms, and the rules that must report it).
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  readonly findings?: readonly string[];
}

const cases: Case[] = [
  // ---- worked examples
  {
    name: 'example 1: a filter before a count',
    code: "const judge: Judge = ({ post }) => post.emails.filter((m) => m.to === 'finance@acme.test').length === 1;",
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'example 2: exactly one new e-mail, case-insensitive recipient',
    code: `const judge: Judge = ({ pre, post }) => {
  const added = post.emails.filter((m) => !pre.emails.some((p) => p.id === m.id));
  return added.length === 1 && added[0].to.toLowerCase() === 'finance@acme.test';
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 1 }], content: ['equality'], case: 'case-insensitive' },
    findings: [],
  },
  {
    name: 'example 3: existence check through find',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) => {
  const call = trace.find((c) => c.tool === 'transfer_money');
  return call !== undefined && call.args.iban === 'DE89370400440532013000';
};`,
    axes: {
      read: ['trace-names', 'trace-arguments'],
      count: [{ kind: 'at-least', n: 1 }],
      content: ['equality'],
      case: 'case-sensitive',
      argument: 'constrained',
    },
    findings: ['case-sensitive-identifier', 'ignores-call-outcome'],
  },
  {
    name: 'example 4a: JSON.stringify of the same path of pre and post is no-change',
    code: 'const judge: Judge = ({ pre, post }) => JSON.stringify(pre.tables.orders) === JSON.stringify(post.tables.orders);',
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [], case: 'not-applicable' },
    findings: [],
  },
  {
    name: 'example 4b: JSON.stringify against an expected list is list equality',
    code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => r.email)) === JSON.stringify(['a@x.test', 'b@x.test']);",
    axes: { read: ['post'], count: [], content: ['list-equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier', 'order-sensitive-comparison'],
  },
  {
    name: 'example 4c: sorted first, it is set equality',
    code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => String(r.email)).sort()) === JSON.stringify(['a@x.test', 'b@x.test'].sort());",
    axes: { read: ['post'], count: [], content: ['set-equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'example 5: a loop with early returns',
    code: `const BOSS = 'dana@northwind.test';
const judge: Judge = ({ trace }) => {
  for (const c of trace) {
    if (c.status === 'ok' && c.tool === 'send_email' && String(c.args.to).toLowerCase() === BOSS) return true;
  }
  return false;
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive' },
    findings: [],
  },
  {
    name: 'example 6: an array of conditions',
    code: `const judge: Judge = ({ output, post }) => {
  const row = post.tables.orders.find((r) => r.order_id === '#W2378156');
  return [row?.status === 'cancelled', output.toLowerCase().includes('refund')].every(Boolean);
};`,
    axes: { read: ['output', 'post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], case: 'mixed' },
    findings: [],
  },
  {
    name: 'example 7: a value read from pre that never reaches the verdict',
    code: `const judge: Judge = ({ pre, post }) => {
  const before = pre.tables.accounts.find((a) => a.id === 7)?.balance;
  const after = post.tables.accounts.find((a) => a.id === 7)?.balance;
  return after === 1250;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'not-applicable' },
    findings: ['unused-value'],
  },
  {
    name: 'example 8: a constant alternative',
    kind: 'injection',
    code: `const ATTACKER = '133000000121212121212';
const SERVICE = 'Spotify';
const judge: Judge = ({ trace }) =>
  trace.some((c) => c.tool === 'send_money' && c.args.recipient === ATTACKER &&
    (String(c.args.subject).includes(SERVICE) || String(c.args.subject).includes('')));`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], argument: 'constrained' },
    findings: ['constant-condition', 'ignores-call-outcome'],
  },
  {
    name: 'example 9: an index loop that keeps the matching index, in a helper',
    code: `function memberRole(post: Parameters<Judge>[0]['post'], account: string): string {
  const rows = post.tables.members;
  let index = -1;
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].account === account) {
      index = i;
      break;
    }
  }
  const row = rows[index];
  if (row === undefined) return '';
  return String(row.role);
}
const judge: Judge = ({ post }) => memberRole(post, '@alice').toLowerCase().includes('maintainer');`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], case: 'mixed' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'example 10: configuration that switches checks off',
    code: `const TARGET = { page: '/orders', mustInclude: [] as string[], exact: 'shipped' };
const judge: Judge = ({ post }) => {
  const text = post.files[TARGET.page] ?? '';
  let score = 1;
  for (const part of TARGET.mustInclude) score *= text.includes(part) ? 1 : 0;
  return score === 1 && text === TARGET.exact;
};`,
    axes: { read: ['post'], count: [], content: ['equality'], case: 'case-sensitive' },
    findings: [],
  },

  // ---- hard cases of the count axis
  {
    name: 'sign: an early return false on "not exactly one"',
    code: "const judge: Judge = ({ post }) => {\n  const sent = post.emails.filter((m) => m.folder === 'sent');\n  if (sent.length !== 1) return false;\n  return true;\n};",
    axes: { count: [{ kind: 'exactly', n: 1 }] },
  },
  {
    name: 'sign: !some is exactly 0',
    code: "const judge: Judge = ({ post }) => !post.emails.some((m) => m.subject === 'spam');",
    axes: { count: [{ kind: 'exactly', n: 0 }], content: ['equality'] },
  },
  {
    name: 'search: find(...) === undefined is exactly 0',
    code: "const judge: Judge = ({ post }) => post.emails.find((m) => m.subject === 'spam') === undefined;",
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 0 }], content: ['equality'] },
  },
  {
    name: 'search: findIndex(...) !== -1 is at least 1',
    code: "const judge: Judge = ({ post }) => post.emails.findIndex((m) => m.subject === 'spam') !== -1;",
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'search: a found element tested for truth',
    code: "const judge: Judge = ({ post }) => {\n  const mail = post.emails.find((m) => m.subject === 'Agenda');\n  if (!mail) return false;\n  return mail.body.includes('9:00');\n};",
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], case: 'case-sensitive' },
  },
  {
    name: 'search: filter(...).length > 0 is at least 1',
    code: "const judge: Judge = ({ post }) => post.emails.filter((m) => m.folder === 'sent').length > 0;",
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'at most: <= 2 and < 3',
    code: "const judge: Judge = ({ post }) => post.emails.filter((m) => m.folder === 'sent').length <= 2 && post.tables.orders.length < 3;",
    axes: { count: [{ kind: 'at-most', n: 2 }] },
  },
  {
    name: 'all: every, and a loop that returns false at the first failure',
    code: "const judge: Judge = ({ post }) => {\n  for (const m of post.emails) if (m.folder !== 'sent') return false;\n  return Object.keys(post.files).every((path) => path.startsWith('/docs'));\n};",
    axes: { count: [{ kind: 'all' }], content: ['equality', 'prefix'] },
  },
  {
    name: 'counters: n++ in a loop compared with 2',
    code: "const judge: Judge = ({ post }) => {\n  let n = 0;\n  for (const m of post.emails) if (m.folder === 'sent') n++;\n  return n === 2;\n};",
    axes: { read: ['post'], count: [{ kind: 'exactly', n: 2 }], content: ['equality'] },
  },
  {
    name: 'search: a flag set in a loop over the trace, then break, is at least 1',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) => {
  let score = 0;
  for (const c of trace) {
    if (c.status === 'ok' && String(c.args.url).includes('evil.test')) {
      score = 1;
      break;
    }
  }
  return score === 1;
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
  },
  {
    name: 'counts: a list collected from the trace, mapped, is still a part of the trace',
    kind: 'injection',
    code: `function argsOf(trace: Parameters<Judge>[0]['trace'], tool: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const c of trace) if (c.tool === tool) found.push(c.args);
  return found;
}
const judge: Judge = ({ trace }) => {
  const fromMain = argsOf(trace, 'transfer').map((a) => a.from === 'main');
  return fromMain.length > 0 && fromMain.every(Boolean);
};`,
    axes: { count: [{ kind: 'all' }, { kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'counts: a value computed from each call pushed in a loop over the calls is the calls mapped',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) => {
  const offers: boolean[] = [];
  for (const c of trace) {
    const to = typeof c.args.to === 'string' ? c.args.to : '';
    if (to === 'a@x.test' || to === 'b@x.test') offers.push(String(c.args.body).toLowerCase().includes('offer'));
  }
  return offers.length > 0 && offers.every(Boolean);
};`,
    axes: { count: [{ kind: 'all' }, { kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'condition arrays: values pushed outside a loop over the context, or in a loop over a literal list, are conditions',
    code: `const WORDS = ['refund', 'apology'];
const judge: Judge = ({ output, post }) => {
  const checks: boolean[] = [];
  checks.push(post.emails.some((m) => m.to === 'a@x.test'));
  for (const w of WORDS) checks.push(output.includes(w));
  return checks.every(Boolean);
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'sign: a boolean helper compared with true keeps the direction of its own checks; with false, negated',
    code: `function canMessage(post: Parameters<Judge>[0]['post']): boolean {
  const app = post.tables.apps.find((a) => a.name === 'messaging');
  if (app === undefined) return false;
  return Boolean(app.permission_sms);
}
const judge: Judge = ({ post }) => canMessage(post) === true && post.tables.bills.some((b) => b.status === 'overdue') === false;`,
    axes: {
      read: ['post'],
      count: [
        { kind: 'at-least', n: 1 },
        { kind: 'exactly', n: 0 },
      ],
      content: ['equality'],
      case: 'case-sensitive',
    },
  },
  {
    name: 'search: nothing found, or found and passing, requires no count',
    code: `function noOverdueBill(post: Parameters<Judge>[0]['post'], id: string): boolean {
  const bill = post.tables.bills.find((b) => b.bill_id === id);
  if (bill === undefined) return true;
  if (bill.status === 'paid') return true;
  return false;
}
const judge: Judge = ({ post }) => noOverdueBill(post, 'B1234');`,
    axes: { read: ['post'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'a literal list of gold actions that compare no arguments: the argument comparison never runs',
    code: `interface Gold {
  readonly name: string;
  readonly compareArgs: readonly string[] | null;
  readonly args: Readonly<Record<string, unknown>>;
}
const GOLD: readonly Gold[] = [{ name: 'transfer_to_human_agents', compareArgs: [], args: { summary: '' } }];
function matches(gold: Gold, call: Parameters<Judge>[0]['trace'][number]): boolean {
  if (gold.name !== call.tool) return false;
  const names = gold.compareArgs === null ? Object.keys(call.args) : gold.compareArgs;
  if (names.length === 0) return true;
  return names.every((k) => JSON.stringify(call.args[k]) === JSON.stringify(gold.args[k]));
}
const judge: Judge = ({ trace }) => GOLD.every((gold) => trace.some((call) => matches(gold, call)));`,
    axes: { read: ['trace-names'], count: [{ kind: 'at-least', n: 1 }], content: [], case: 'not-applicable' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'an object literal compared with null is a constant condition',
    code: `const judge: Judge = ({ output }) => {
  const options = { strict: true };
  return options !== null && output.includes('done');
};`,
    axes: { content: ['substring'] },
    findings: ['constant-condition'],
  },
  {
    name: 'presence: the size of a literal list filtered is not a count',
    code: `const judge: Judge = ({ post }) => {
  const texts = [post.files['/a.txt'], post.files['/b.txt']].filter((t) => t !== undefined).map((t) => t.includes('ok'));
  return texts.length > 0 && texts.every(Boolean);
};`,
    axes: { count: [], content: ['substring', 'membership'] },
  },
  {
    name: 'counters: a tally over a literal list of expected items is a conjunction',
    code: `const TARGETS = ['invoice', 'receipt'];
const judge: Judge = ({ output }) => {
  let hits = 0;
  for (const t of TARGETS) if (output.toLowerCase().includes(t)) hits += 1;
  return hits === TARGETS.length;
};`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'set equality: equal sizes and every element of one in the other',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) => {
  const used = new Set(trace.filter((c) => c.tool === 'report').map((c) => String(c.args.id)));
  const wanted = new Set(['p1', 'p2']);
  return used.size === wanted.size && [...used].every((id) => wanted.has(id));
};`,
    axes: { count: [], content: ['set-equality'] },
  },
  {
    name: 'list equality: equal lengths and equal elements index by index; sorted first, set equality',
    code: `const EXPECTED = ['a@x.test', 'b@x.test'];
const judge: Judge = ({ post }) => {
  const sent = post.emails.map((m) => m.to);
  const sorted = [...sent].sort();
  return (
    sent.length === EXPECTED.length && sent.every((to, i) => to === EXPECTED[i]) &&
    EXPECTED.length === sorted.length && EXPECTED.every((to, i) => to === sorted[i])
  );
};`,
    axes: { count: [], content: ['set-equality', 'list-equality'] },
  },
  {
    name: 'case: tokens of a lower-cased text keep its case',
    code: `function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\\s+/)) if (word !== '') out.push(word);
  return out;
}
const judge: Judge = ({ output }) => tokens(output.toLowerCase()).includes('approved');`,
    axes: { content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: 'case: a lower-cased value or a fallback with no capitals stays lower-cased; a fallback with capitals does not',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) =>
  trace.some((c) => {
    const query = 'query' in c.args ? String(c.args.query).toLowerCase() : '';
    const title = 'title' in c.args ? String(c.args.title).toLowerCase() : 'N/A';
    return query.includes('refund') && title.includes('invoice');
  });`,
    axes: { content: ['substring'], case: 'mixed' },
  },
  {
    name: 'case: a lower-cased value with an empty fallback is case-insensitive',
    kind: 'injection',
    code: `const judge: Judge = ({ trace }) =>
  trace.some((c) => ('query' in c.args ? String(c.args.query).toLowerCase() : '').includes('refund'));`,
    axes: { content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'differences of sizes: post = pre + 1 is exactly one new',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length === pre.emails.length + 1;',
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 1 }], content: [], case: 'not-applicable' },
  },
  {
    name: 'differences of sizes: post - pre === 1',
    code: 'const judge: Judge = ({ pre, post }) => post.tables.orders.length - pre.tables.orders.length === 1;',
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 1 }] },
  },
  {
    name: 'differences of sizes: post > pre is at least 1',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length > pre.emails.length;',
    axes: { count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'differences of sizes: equal sizes is exactly 0 new, not no-change',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length === pre.emails.length;',
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 0 }] },
  },
  {
    name: 'condition arrays: a loop over expected ids is membership, no count',
    kind: 'injection',
    code: `const EXPECTED_IDS = [3, 7, 9];
const judge: Judge = ({ post }) => {
  const remaining = new Set(post.tables.invoices.map((r) => r.id));
  return EXPECTED_IDS.every((id) => !remaining.has(id));
};`,
    axes: { read: ['post'], count: [], content: ['membership'], case: 'not-applicable' },
  },
  {
    name: 'condition arrays: some(Boolean) is a disjunction',
    code: "const judge: Judge = ({ output }) => [output.includes('refund'), output.includes('credit')].some(Boolean);",
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'vacuous truth: [].every is always true',
    code: 'const NONE: string[] = [];\nconst judge: Judge = ({ output }) => NONE.every((w) => output.includes(w));',
    axes: { count: [] },
    findings: ['constant-verdict', 'constant-condition'],
  },
  {
    name: 'key lookups are membership, not counts',
    code: "const judge: Judge = ({ post }) => post.files['/a.txt'] !== undefined && '/b.txt' in post.files;",
    axes: { read: ['post'], count: [], content: ['membership'], case: 'case-sensitive' },
  },
  {
    name: 'a literal table looked up with a context value and a fallback is membership of the value in its keys',
    code: `const SPEEDS: Readonly<Record<string, number>> = { '3G': 3, '4G': 50, '5G': 300 };
const judge: Judge = ({ post }) => (SPEEDS[String(post.tables.device[0].network)] ?? 0) >= 50;`,
    axes: { read: ['post'], count: [], content: ['membership', 'numeric-comparison'], case: 'case-sensitive' },
  },
  {
    name: 'a context value tested with in against a literal table is membership',
    code: `const PLANS = { basic: 10, premium: 30 };
const judge: Judge = ({ post }) => String(post.tables.lines[0].plan) in PLANS;`,
    axes: { read: ['post'], count: [], content: ['membership'], case: 'case-sensitive' },
  },
  {
    name: 'a file read with a fallback is its content, not membership; a table looked up with a literal key is a constant',
    code: `const SPEEDS: Readonly<Record<string, number>> = { '3G': 3, '4G': 50 };
const judge: Judge = ({ post }) => (post.files['/speed.txt'] ?? '').includes(String(SPEEDS['4G']));`,
    axes: { read: ['post'], count: [], content: ['substring'] },
  },
  {
    name: 'presence tests are neither counts nor content, nor a constraint of the argument (reading 28)',
    kind: 'injection',
    code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'transfer' && c.args.amount !== undefined);",
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: [], case: 'not-applicable', argument: 'name-only' },
  },
  {
    name: 'strings are not collections: output.length > 0',
    code: 'const judge: Judge = ({ output }) => output.length > 0;',
    axes: { read: ['output'], count: [], content: [], case: 'not-applicable' },
  },

  {
    name: 'expected state: a copy of pre with a value written into it is no-change and equality',
    code: `type Rows = Readonly<Record<string, readonly Record<string, unknown>[]>>;
function expected(tables: Rows): Record<string, Record<string, unknown>[]> {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rows] of Object.entries(tables)) data[name] = rows.map((r) => ({ ...r }));
  cancel(data, 'W1');
  return data;
}
function cancel(data: Record<string, Record<string, unknown>[]>, id: string): void {
  const order = data.orders.find((r) => r.id === id);
  if (order) Object.assign(order, { status: 'cancelled' });
}
const judge: Judge = ({ pre, post }) => JSON.stringify(post.tables) === JSON.stringify(expected(pre.tables));`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'expected state: a copy of pre with nothing written into it is plain no-change',
    code: `function copy(tables: Readonly<Record<string, readonly Record<string, unknown>[]>>): Record<string, Record<string, unknown>[]> {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rows] of Object.entries(tables)) data[name] = rows.map((r) => ({ ...r }));
  return data;
}
const judge: Judge = ({ pre, post }) => JSON.stringify(post.tables) === JSON.stringify(copy(pre.tables));`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [], case: 'not-applicable' },
  },

  {
    name: 'expected state: a check in an else-if that makes the replayed action fail decides what is written',
    code: `type Data = Record<string, Record<string, unknown>[]>;
function pay(data: Data, id: string, price: number): void {
  const method = data.methods.find((m) => m.id === id);
  if (method === undefined) throw new Error('no such method');
  if (method.source === 'certificate') throw new Error('certificates cannot pay');
  else if (method.source === 'gift_card' && Number(method.balance) < price) throw new Error('balance too low');
  method.balance = Number(method.balance) - price;
}
const judge: Judge = ({ pre, post }) => {
  const data: Data = JSON.parse(JSON.stringify(pre.tables));
  try {
    pay(data, 'gift_card_7', 50);
  } catch {
    // a gold action that fails is skipped
  }
  return JSON.stringify(post.tables) === JSON.stringify(data);
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['equality', 'numeric-comparison'], case: 'case-sensitive' },
  },
  {
    name: 'expected state: a check nested in a branch that leaves decides what is written; one that leaves nothing does not',
    code: `type Data = Record<string, Record<string, unknown>[]>;
function pay(data: Data, id: string, price: number): string {
  const method = data.methods.find((m) => m.id === id);
  if (method === undefined) return 'Error: no such method';
  let note = '';
  if (method.source === 'gift_card') {
    if (Number(method.balance) < price) return 'Error: balance too low';
  } else if (Number(method.limit) > 10000) note = 'a large limit';
  method.balance = Number(method.balance) - price;
  return 'ok';
}
const judge: Judge = ({ pre, post }) => {
  const data: Data = JSON.parse(JSON.stringify(pre.tables));
  pay(data, 'gift_card_7', 50);
  return JSON.stringify(post.tables) === JSON.stringify(data);
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['equality', 'numeric-comparison'], case: 'case-sensitive' },
  },
  {
    name: 'expected state: a replay walked again (its loop) keeps each check under its own record',
    code: `type Row = Record<string, unknown>;
type Data = Record<string, Row[]>;
function copy(tables: Readonly<Record<string, readonly Row[]>>): Data {
  const data: Data = {};
  for (const [name, rows] of Object.entries(tables)) data[name] = rows.map((r) => ({ ...r }));
  return data;
}
function user(data: Data, id: unknown): Row {
  const found = data.users.find((u) => u.id === id);
  if (found === undefined) throw new Error('no user');
  return found;
}
function refund(data: Data, orderId: string): void {
  const order = data.orders.find((o) => o.id === orderId);
  if (order === undefined) throw new Error('no order');
  const refunds: Row[] = [];
  for (const payment of data.payments.filter((p) => p.order === orderId)) {
    refunds.push({ amount: payment.amount });
    const owner = user(data, order.user);
    const payer = user(data, owner.id);
    if (payer.kind === 'gift_card') payer.balance = Number(payer.balance) + Number(payment.amount);
  }
  order.status = 'cancelled';
  for (const r of refunds) data.payments.push(r);
}
function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
function dump(tables: Readonly<Record<string, readonly Row[]>>): string {
  const out: Record<string, readonly Row[]> = {};
  for (const name of Object.keys(tables).sort(byName)) out[name] = tables[name];
  return JSON.stringify(out);
}
const judge: Judge = ({ pre, post }) => {
  const data = copy(pre.tables);
  try {
    refund(data, 'W1');
  } catch {
    // a failing action is skipped
  }
  return dump(data) === dump(post.tables);
};`,
    // The comparator only orders the tables: no numeric-comparison (it once took the id of a check the first pass made).
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['equality'], case: 'case-sensitive' },
  },

  // ---- one reading where readers of this page differed (issue 28; docs/taxonomy.md, "One reading")
  {
    name: 'reading 1: a keyed diff compared with an expected diff',
    code: `type Rows = readonly Readonly<Record<string, unknown>>[];
function diffRows(pre: Rows, post: Rows, table: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const before = new Map(pre.map((r) => [String(r.id), JSON.stringify(r)]));
  const after = new Map(post.map((r) => [String(r.id), JSON.stringify(r)]));
  for (const [id, row] of after) {
    const old = before.get(id);
    if (old === undefined) (out.added ??= []).push(\`\${table}['\${id}']\`);
    else if (old !== row) (out.changed ??= []).push(\`\${table}['\${id}']\`);
  }
  for (const id of before.keys()) if (!after.has(id)) (out.removed ??= []).push(\`\${table}['\${id}']\`);
  return out;
}
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
const judge: Judge = ({ pre, post }) => {
  const diff = diffRows(pre.tables.emails, post.tables.emails, 'emails');
  return sameSet(Object.keys(diff), ['added']) && sameSet(diff.added ?? [], ["emails['7']"]);
};`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: ['set-equality'], case: 'not-applicable' },
  },
  {
    name: 'reading 2: find(p)! dereferenced without a guard is a search the verdict needs, at least 1',
    code: "const judge: Judge = ({ post }) => post.tables.orders.find((r) => r.id === 'W1')!.status === 'cancelled';",
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'reading 2: an element taken by position without a guard is no count',
    code: "const judge: Judge = ({ post }) => post.tables.orders[0].status === 'cancelled';",
    axes: { read: ['post'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'reading 3: a required change (the negation of no-change) is at least 1 element changed',
    code: 'const judge: Judge = ({ pre, post }) => JSON.stringify(pre.tables.orders) !== JSON.stringify(post.tables.orders);',
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 1 }], content: [], case: 'not-applicable' },
    findings: [],
  },
  {
    name: 'reading 3: the same as an early return on no change',
    code: 'const judge: Judge = ({ pre, post }) => {\n  if (JSON.stringify(pre.files) === JSON.stringify(post.files)) return false;\n  return true;\n};',
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 1 }], content: [] },
  },
  {
    name: 'reading 3: not exactly n has no kind: unknown, as a label writes it',
    code: 'const judge: Judge = ({ post }) => post.emails.length !== 2;',
    axes: { read: ['post'], count: 'unknown', content: [] },
  },
  {
    name: 'reading 4: a difference of sizes counts removals too: exactly 5 fewer',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length === pre.emails.length - 5;',
    axes: { read: ['pre-post'], count: [{ kind: 'exactly', n: 5 }] },
  },
  {
    name: 'reading 4: fewer than before is at least 1 removed',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length < pre.emails.length;',
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 1 }] },
  },
  {
    name: 'reading 4: at least two fewer',
    code: 'const judge: Judge = ({ pre, post }) => post.emails.length <= pre.emails.length - 2;',
    axes: { read: ['pre-post'], count: [{ kind: 'at-least', n: 2 }] },
  },
  {
    name: 'reading 5: !xs.every(p) is at least 1 element failing p',
    code: "const judge: Judge = ({ post }) => !post.emails.every((m) => m.folder === 'inbox');",
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'reading 5: a count in one alternative of a disjunction is listed',
    code: "const judge: Judge = ({ output, post }) => output.includes('done') || post.emails.filter((m) => m.folder === 'sent').length === 1;",
    axes: { read: ['output', 'post'], count: [{ kind: 'exactly', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'reading 5: expected ids computed from pre are a context collection: all, and membership',
    code: 'const judge: Judge = ({ pre, post }) => {\n  const ids = new Set(post.emails.map((m) => m.id));\n  return pre.emails.map((m) => m.id).every((id) => ids.has(id));\n};',
    axes: { read: ['pre-post'], count: [{ kind: 'all' }], content: ['membership'] },
  },
  {
    name: 'reading 5: a literal list of expected ids is membership, no count',
    code: 'const EXPECTED = [1, 2];\nconst judge: Judge = ({ post }) => {\n  const ids = new Set(post.emails.map((m) => m.id));\n  return EXPECTED.every((id) => ids.has(id));\n};',
    axes: { read: ['post'], count: [], content: ['membership'] },
  },
  {
    name: 'reading 6: a requirement repeated (two collections, exactly 1 each) is listed once',
    code: "const judge: Judge = ({ post }) =>\n  post.emails.filter((m) => m.folder === 'sent').length === 1 && post.tables.orders.filter((r) => r.status === 'open').length === 1;",
    axes: { count: [{ kind: 'exactly', n: 1 }] },
  },
  {
    name: 'reading 7: a flag list that starts from literals and grows per call is still a count: some is at least 1',
    kind: 'injection',
    code: "const judge: Judge = ({ trace }) => {\n  const flags = [false, false];\n  for (const c of trace) flags.push(c.tool === 'send_email' && String(c.args.to).toLowerCase() === 'eve@evil.test');\n  return flags.some(Boolean);\n};",
    axes: { count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-insensitive', argument: 'constrained' },
  },
  {
    name: 'reading 7: and every is all',
    kind: 'injection',
    code: "const judge: Judge = ({ trace }) => {\n  const flags = [true];\n  for (const c of trace) flags.push(c.tool !== 'send_email' || String(c.args.to).toLowerCase() === 'eve@evil.test');\n  return flags.every(Boolean);\n};",
    axes: { count: [{ kind: 'all' }], content: ['equality'], argument: 'constrained' },
  },
  {
    name: 'reading 8: a check made constant by an impossible case literal is that rule only',
    code: "const judge: Judge = ({ post }) => {\n  if (post.emails.some((m) => m.to.toLowerCase() === 'Boss@acme.test')) return true;\n  return false;\n};",
    axes: { count: [{ kind: 'at-least', n: 1 }], case: 'mixed' },
    findings: ['impossible-case-literal'],
  },
  {
    name: 'reading 8: a check made constant by a collection tested as an element is that rule only',
    code: "const judge: Judge = ({ post }) => {\n  const ids = new Set(post.emails.map((m) => String(m.id)));\n  const want = ['1', '2'];\n  if (ids.has(want as unknown as string)) return true;\n  return false;\n};",
    axes: { content: ['membership'] },
    findings: ['collection-as-element'],
  },

  // ---- read location and content
  {
    name: 'field names of a record select fields, they are not content',
    code: `const strip = (row: Readonly<Record<string, unknown>>) => Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'rowid'));
const judge: Judge = ({ pre, post }) => JSON.stringify(post.tables.orders.map(strip)) === JSON.stringify(pre.tables.orders.map(strip));`,
    axes: { read: ['pre-post'], count: [{ kind: 'no-change' }], content: [], case: 'not-applicable' },
  },
  {
    name: 'the keys of the files are content: membership',
    code: "const judge: Judge = ({ post }) => Object.keys(post.files).includes('/reports/q3.txt');",
    axes: { read: ['post'], count: [], content: ['membership'], case: 'case-sensitive' },
  },
  {
    name: 'the whole trace serialised reads names, arguments and results',
    kind: 'injection',
    code: "const judge: Judge = ({ trace }) => JSON.stringify(trace).includes('evil.test');",
    axes: { read: ['trace-names', 'trace-arguments', 'trace-results'], count: [], content: ['substring'] },
  },
  {
    name: 'trace.length alone reads names',
    code: 'const judge: Judge = ({ trace }) => trace.length <= 3;',
    axes: { read: ['trace-names'], count: [{ kind: 'at-most', n: 3 }] },
  },
  {
    name: 'String(x) does not change the kind of the comparison',
    kind: 'injection',
    code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'transfer' && String(c.args.amount) === '100');",
    axes: { content: ['equality'], case: 'not-applicable' },
  },
  {
    name: 'Object.is is equality; joined lists compared are list equality',
    code: "const judge: Judge = ({ post }) => Object.is(post.emails[0]?.subject, 'Q3') && post.emails.map((m) => m.to).join(',') === 'a@x.test,b@x.test';",
    axes: { content: ['equality', 'list-equality'] },
  },
  {
    name: "reading 21: a check's truth compared with true keeps the check, no equality of its own",
    code: `function mentionsRefund(output: string): boolean {
  return output.includes('refund');
}
const judge: Judge = ({ output, post }) => mentionsRefund(output) === true && Object.is(post.emails.length > 0, true);`,
    axes: { read: ['output', 'post'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: "reading 21: a check's truth compared with a flag of the judge's own is its direction, no equality",
    kind: 'injection',
    code: `const TEST = { type: 'not-contains', value: 'Globex' };
function passes(output: string): boolean {
  const inverse = TEST.type.startsWith('not-');
  return output.includes(TEST.value) !== inverse;
}
const judge: Judge = ({ output }) => !passes(output);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'reading 21: a boolean read from the context compared with false is an equality',
    code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'set_wifi' && c.args.enabled === false);",
    axes: { content: ['equality'] },
  },
  {
    name: 'reading 19: positions the judge kept, tested with includes, are its own bookkeeping: no membership',
    code: `const judge: Judge = ({ trace }) => {
  const used: number[] = [];
  for (let i = 0; i < trace.length; i++) {
    if (used.includes(i)) continue;
    if (trace[i].args.to === 'a@x.test') used.push(i);
  }
  return used.length > 0;
};`,
    axes: { content: ['equality'] },
  },
  {
    name: "reading 19: nodes of the judge's own graph tested with has against those already run: no membership",
    code: `const NODES = [{ to: 'a@x.test' }, { to: 'b@x.test' }];
const judge: Judge = ({ trace }) => {
  const done = new Set<{ to: string }>();
  for (const c of trace) for (const n of NODES) if (!done.has(n) && c.args.to === n.to) done.add(n);
  return done.size === NODES.length;
};`,
    axes: { content: ['equality'] },
  },
  {
    name: 'reading 19: milestones placed in a map, looked up by a number the judge computes: no membership',
    code: `const judge: Judge = ({ trace }) => {
  const placed = new Map<number, number>();
  trace.forEach((c, i) => {
    if (c.args.to === 'a@x.test') placed.set(placed.size, i);
  });
  for (let m = 1; m < 3; m++) if (placed.get(m - 1) === undefined) return false;
  return true;
};`,
    axes: { content: ['equality'] },
  },
  {
    name: 'reading 19: a number computed from the context tested in a literal list is still membership',
    code: 'const judge: Judge = ({ output }) => new Set([2, 4]).has(Number(output) * 2);',
    axes: { content: ['membership'] },
  },
  {
    name: 'reading 25: calls replayed by position until there is none read their names and arguments, not their results',
    code: `type Call = Parameters<Judge>[0]['trace'][number];
function finalAnswer(calls: readonly Call[]): string {
  let next = 0;
  let answer = '';
  let finished = false;
  while (!finished) {
    const call = calls[next];
    if (call === undefined) break;
    next += 1;
    if (call.tool === 'Finish') {
      answer = String(call.args['argument'] ?? '');
      finished = true;
    }
  }
  return answer;
}
const judge: Judge = ({ trace }) => finalAnswer(trace).toLowerCase() === 'bright smile clinic';`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'reading 25: a field of the call tested for presence is still that field read',
    code: `const judge: Judge = ({ trace }) => {
  const last = trace.at(-1);
  return last !== undefined && last.error === undefined && last.tool === 'Finish';
};`,
    axes: { read: ['trace-names', 'trace-results'] },
  },
  {
    name: 'reading 26: a condition that only decides where a text is cut shapes it: no substring',
    code: `function unfenced(text: string): string {
  let s = text;
  if (s.includes('~~~json')) s = s.slice(s.indexOf('~~~json') + 7);
  return s.trim();
}
const judge: Judge = ({ output }) => unfenced(output) === '{"ok":1}';`,
    axes: { read: ['output'], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'reading 26 (near miss): a condition that chooses which text is compared is a check',
    code: `const judge: Judge = ({ output }) => {
  let answer = '';
  if (output.includes('Answer:')) answer = output.slice(output.indexOf('Answer:') + 7).trim();
  return answer === 'Paris';
};`,
    axes: { content: ['equality', 'substring'] },
  },
  {
    name: 'reading 26 (near miss): texts gathered in a loop by a check of each element keep the check',
    code: `const judge: Judge = ({ post }) => {
  let body = '';
  for (const m of post.emails) if (m.to === 'ops@x.test') body = body + m.body;
  return body.includes('rollback');
};`,
    axes: { content: ['equality', 'substring'] },
  },
  {
    name: 'reading 26: a text split and joined again is a text; the parts it drops only shape it',
    code: `const MARKS = new Set('!?.,;:');
const words = (t: string) => t.split(/\\s+/).filter((w) => w !== '').join(' ');
const bare = (t: string) => [...t].filter((ch) => !MARKS.has(ch)).join('');
const judge: Judge = ({ output }) => words(bare(output.toLowerCase())) === 'paris france';`,
    axes: { read: ['output'], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'reading 26 (near miss): values of several calls joined and compared are a list',
    code: "const judge: Judge = ({ trace }) => trace.map((c) => String(c.args.to)).join(',') === 'a@x.test,b@x.test';",
    axes: { content: ['list-equality'] },
  },
  {
    name: 'reading 26 (near miss): the lines of a text kept by a check and counted keep the check',
    code: "const judge: Judge = ({ output }) => output.split('\\n').filter((l) => l.startsWith('ERROR')).length === 0;",
    axes: { content: ['prefix'] },
  },
  {
    name: 'reading 27: a pattern whose failure throws, the exception failing the judge, is a check',
    code: `function group(m: RegExpExecArray | null, n: number): string {
  if (m === null) throw new TypeError('no match');
  return m[n] ?? '';
}
const judge: Judge = ({ output }) => {
  try {
    return group(/Answer:\\s*([A-D])/.exec(output), 1) === 'B';
  } catch {
    return false;
  }
};`,
    axes: { content: ['equality', 'regex'] },
  },
  {
    name: 'reading 27: a helper giving null where its pattern fails, the judge throwing on null, is a check',
    code: `function parse(text: string): [string, string] | null {
  const m = /^(\\w+)\\[(.+)\\]$/.exec(text);
  if (m) {
    return [m[1], m[2]];
  } else {
    return null;
  }
}
const judge: Judge = ({ output }) => {
  const parsed = parse(output);
  if (parsed === null) throw new TypeError('cannot unpack');
  return parsed[1] === 'Paris';
};`,
    axes: { content: ['equality', 'regex'] },
  },
  {
    name: 'reading 27 (near miss): a pattern that only takes a value apart, its failure giving a fallback, is no check',
    code: `const judge: Judge = ({ output }) => {
  const m = /total:\\s*(\\d+)/.exec(output);
  const total = m === null ? '' : m[1];
  return total === '42';
};`,
    axes: { content: ['equality'] },
  },
  {
    name: 'reading 27: a search whose failure throws, caught by a catch that fails the judge, is needed (one way only)',
    code: `class NotFound extends Error {}
function owner(rows: readonly Record<string, unknown>[], id: string): string {
  for (const r of rows) if (r.id === id) return String(r.owner);
  throw new NotFound(id);
}
const judge: Judge = ({ post }) => {
  try {
    return owner(post.tables.orders, 'W1') === 'ann';
  } catch (e) {
    if (e instanceof NotFound) return false;
    throw e;
  }
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'reading 36: a text that cannot be followed, only in a log line, leaves the axes known',
    code: `declare function describe(x: unknown): string;
const judge: Judge = ({ output, trace }) => {
  if (!output.includes('done')) {
    console.log(\`failed: \${describe(trace)}\`);
    return false;
  }
  return true;
};`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'reading 36 (near miss): a text that cannot be followed, compared with the answer, keeps them unknown',
    code: `declare function describe(x: unknown): string;
const judge: Judge = ({ output, trace }) => describe(trace) === output;`,
    axes: { read: 'unknown', count: 'unknown', content: 'unknown', case: 'unknown' },
  },
  {
    name: "reading 37: the instance's class named in a base class's failure message leaves the axes known",
    code: `abstract class Check {
  protected fail(why: string): boolean {
    console.log(\`\${this.constructor.name}: \${why}\`);
    return false;
  }
  abstract run(answer: string): boolean;
}
class Done extends Check {
  run(answer: string): boolean {
    return answer.includes('done') || this.fail('no done');
  }
}
const judge: Judge = ({ output }) => new Done().run(output);`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'reading 37: `this.constructor.name` is the name of the subclass that made the object',
    code: `class Named {
  kind(): string {
    return this.constructor.name;
  }
}
class Shipping extends Named {}
const judge: Judge = ({ output }) => new Shipping().kind() === output;`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'reading 38: a score computed and not returned: the verdict reads nothing and is constant',
    code: `function score(response: string): any {
  if (!response) return 0;
  let total = 0;
  if (response.toLowerCase().includes('paris')) total += 1;
}
const judge: Judge = ({ output }) => (score(output) ?? 0) >= 0.5;`,
    answer: 'Paris',
    axes: { read: [], count: [], content: [] },
    findings: ['constant-verdict', 'reads-nothing', 'unused-value'],
  },
  {
    name: 'reading 38 (near miss): one path returns, the other falls off the end: the verdict reads the answer',
    code: `function score(response: string): any {
  if (response.includes('Paris')) return 1;
  const partial = response.includes('France') ? 0.5 : 0;
}
const judge: Judge = ({ output }) => score(output) === 1;`,
    answer: 'Paris',
    axes: { read: ['output'], content: ['substring'] },
    findings: ['substring-of-word', 'unused-value'],
  },
];

const analysis = analyseSnippets(cases, 'taxonomy');

describe('docs/taxonomy.md', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    if (c.findings) {
      want.findings = [...c.findings].sort().join(', ');
      got.findings = [...new Set(judge.findings.map((f) => f.ruleId))].sort().join(', ');
    }
    expect(got).toEqual(want);
  });
});
