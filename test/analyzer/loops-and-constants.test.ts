import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Shapes real judges use, each with cases where the analyzer must see it and near misses where
 * it must not: code that constant folding shows can never run (a loop over a task's empty list, a
 * branch behind a default the caller overrides, the query of a reference URL that has none)
 * contributes no content kind; an index loop over a context collection that keeps the matching
 * index or sets a flag is a search (at least 1), as is a helper returning `''` when a collection
 * is empty and an element of it otherwise; comparisons that only compute which file or page is
 * read select it, they match no content.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

/** A judge checking what each source of a literal list names: the answer, or a file of the final state. */
const sourcesJudge = (sources: string): string => `type Source = { readonly kind: 'answer' } | { readonly kind: 'file'; readonly path: string };
const SOURCES: readonly Source[] = [${sources}];
const judge: Judge = ({ output, post }) => {
  for (let i = 0; i < SOURCES.length; i++) {
    const source = SOURCES[i];
    const text = source.kind === 'answer' ? output : String(post.files[source.path]);
    if (!text.includes('shipped')) return false;
  }
  return true;
};`;

const GUARDED_LAST = `function latestAuthor(post: Parameters<Judge>[0]['post']): string {
  const reviews = post.tables.reviews;
  if (reviews.length === 0) return '';
  return String(reviews[reviews.length - 1].nickname);
}`;

const QUERY_OF = `function queryOf(url: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const query = /\\?(.*)$/.exec(url)?.[1] ?? '';
  for (const pair of query.split('&')) {
    const [key, value] = pair.split('=');
    if (value) (out[key] ??= []).push(value);
  }
  return out;
}
function urlMatches(post: Parameters<Judge>[0]['post'], reference: string): boolean {
  const url = String(post.tables.browser[0].url);
  const actual = queryOf(url);
  for (const [key, values] of Object.entries(queryOf(reference))) {
    if (!(actual[key] ?? []).some((value) => values.includes(value))) return false;
  }
  return url.startsWith(reference.split('?')[0]);
}`;

const MEMBER_ROLE = `function memberRole(post: Parameters<Judge>[0]['post'], account: string): string {
  const rows = post.tables.members;
  let index = -1;
  for (let i = 0; i < rows.length; i++) if (rows[i].account === account) index = i;
  return String(rows[index]?.role ?? '');
}`;

const POST_PAGE = `function postPage(url: string): string {
  const parts = url.split('/');
  if (parts.length < 6) return url;
  if (parts[3] !== 'f') return url;
  return \`\${parts[0]}//\${parts[2]}/f/\${parts[4]}/\${parts[5]}/\`;
}`;

const cases: Case[] = [
  // ---- code that can never run contributes no content kind
  {
    name: 'dead: a loop over an empty module constant list runs no check',
    code: `const MUST_INCLUDE: readonly string[] = [];
const judge: Judge = ({ output }) => {
  for (const text of MUST_INCLUDE) if (!output.includes(text)) return false;
  return output === 'done';
};`,
    axes: { read: ['output'], count: [], content: ['equality'] },
  },
  {
    name: 'live: the same loop over a list with an item checks it',
    code: `const MUST_INCLUDE: readonly string[] = ['invoice'];
const judge: Judge = ({ output }) => {
  for (const text of MUST_INCLUDE) if (!output.includes(text)) return false;
  return output === 'done';
};`,
    axes: { read: ['output'], count: [], content: ['equality', 'substring'] },
  },
  {
    name: 'dead: a branch on a property every object of a literal list sets alike, the list read at a loop index',
    code: sourcesJudge("{ kind: 'answer' }"),
    axes: { read: ['output'], count: [], content: ['substring'] },
  },
  {
    name: 'live: the same list with objects of two kinds reads the file too',
    code: sourcesJudge("{ kind: 'answer' }, { kind: 'file', path: '/orders.txt' }"),
    axes: { read: ['output', 'post'], count: [], content: ['substring'] },
  },
  {
    name: 'dead: an empty list in a configuration object, and a flag the dead loop would have cleared',
    code: `const TARGET = { page: '/orders', exact: [] as string[], mustInclude: ['shipped'] };
const judge: Judge = ({ post }) => {
  const text = post.files[TARGET.page] ?? '';
  let ok = true;
  for (const value of TARGET.exact) if (text !== value) ok = false;
  return ok && TARGET.mustInclude.every((part) => text.includes(part));
};`,
    axes: { count: [], content: ['substring'] },
  },
  {
    name: 'dead: the query of a reference URL that has none, parsed by a helper',
    code: `${QUERY_OF}
const judge: Judge = ({ post }) => urlMatches(post, 'http://shop.test/search');`,
    axes: { read: ['post'], count: [], content: ['prefix'] },
  },
  {
    name: 'live: the query of a reference URL that has one is matched',
    code: `${QUERY_OF}
const judge: Judge = ({ post }) => urlMatches(post, 'http://shop.test/search?q=lamp');`,
    axes: { read: ['post'], count: [], content: ['prefix', 'membership'] },
  },
  {
    name: 'dead: a branch behind a default parameter the caller overrides with a constant',
    code: `const EXPECTED = ['0'];
function matches(ref: string, pred: string, tokens = false): boolean {
  if (tokens && ref.length === 1) return pred.split(' ').includes(ref);
  return pred.includes(ref);
}
const judge: Judge = ({ output }) => EXPECTED.every((e) => matches(e, output.toLowerCase(), EXPECTED.length === 1));`,
    axes: { read: ['output'], count: [], content: ['membership'] },
  },
  {
    name: 'dead: the same branch with the default left in place',
    code: `const EXPECTED = ['0'];
function matches(ref: string, pred: string, tokens = false): boolean {
  if (tokens && ref.length === 1) return pred.split(' ').includes(ref);
  return pred.includes(ref);
}
const judge: Judge = ({ output }) => EXPECTED.every((e) => matches(e, output.toLowerCase()));`,
    axes: { read: ['output'], count: [], content: ['substring'] },
  },
  // ---- index loops are searches
  {
    name: 'search: an index loop keeping the matching index, tested against -1',
    code: `const judge: Judge = ({ post }) => {
  let index = -1;
  for (let i = 0; i < post.emails.length; i++) if (post.emails[i].to === 'boss@acme.test') index = i;
  return index !== -1;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'search: an index loop kept index tested for absence is exactly 0',
    code: `const judge: Judge = ({ post }) => {
  let index = -1;
  for (let i = 0; i < post.emails.length; i++) {
    if (post.emails[i].to === 'boss@acme.test') {
      index = i;
      break;
    }
  }
  return index === -1;
};`,
    axes: { count: [{ kind: 'exactly', n: 0 }], content: ['equality'] },
  },
  {
    name: 'search: a flag set in an index loop, then break',
    code: `const judge: Judge = ({ post }) => {
  let found = false;
  for (let i = 0; i < post.tables.orders.length; i++) {
    if (post.tables.orders[i].status === 'cancelled') {
      found = true;
      break;
    }
  }
  return found;
};`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'search: an index loop returning true at a match, false after it; returning false at a failure is all',
    code: `const judge: Judge = ({ post }) => {
  for (let i = 0; i < post.emails.length; i++) if (post.emails[i].subject.includes('refund')) return true;
  return false;
};`,
    axes: { count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
  },
  {
    name: 'search: the element at the last matching index, through a helper giving the empty text when none matched',
    code: `${MEMBER_ROLE}
const judge: Judge = ({ post }) => memberRole(post, '@alice').toLowerCase().includes('maintainer');`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'] },
  },
  {
    name: 'no search: the same helper compared with the empty text, which "none matched" passes',
    code: `${MEMBER_ROLE}
const judge: Judge = ({ post }) => memberRole(post, '@alice') === '';`,
    axes: { count: [], content: ['equality'] },
  },
  {
    name: 'no count: an index loop over a literal list of expected items is a conjunction',
    code: `const WORDS = ['invoice', 'paid'];
const judge: Judge = ({ output }) => {
  for (let i = 0; i < WORDS.length; i++) if (!output.includes(WORDS[i])) return false;
  return true;
};`,
    axes: { read: ['output'], count: [], content: ['substring'] },
  },
  // ---- a file read with its fallback written out
  {
    name: 'no membership: a helper returns the empty text when the file is missing (`?? ""` written out)',
    code: `function fileText(post: Parameters<Judge>[0]['post'], path: string): string {
  const file = post.files[path];
  if (file === undefined) return '';
  return file;
}
const judge: Judge = ({ post }) => fileText(post, '/home/user/.gitconfig').includes('name = Peter');`,
    axes: { read: ['post'], count: [], content: ['substring'] },
  },
  {
    name: "no membership: a helper returns a text of its own when the file is missing (cat's error text)",
    code: `function cat(post: Parameters<Judge>[0]['post'], path: string): string {
  const text = post.files[path];
  if (text === undefined) return \`cat: \${path}: No such file or directory\`;
  return text;
}
const judge: Judge = ({ post }) => cat(post, '/notes/list.md').includes('milk');`,
    axes: { read: ['post'], count: [], content: ['substring'] },
  },
  {
    name: 'membership: the judge fails when the file is missing',
    code: `const judge: Judge = ({ post }) => {
  const file = post.files['/home/user/.gitconfig'];
  if (file === undefined) return false;
  return file.includes('name = Peter');
};`,
    axes: { read: ['post'], count: [], content: ['membership', 'substring'] },
  },
  // ---- the empty text
  {
    name: "presence: `s.trim() !== ''` is `s.trim().length > 0`, no content",
    code: "const judge: Judge = ({ post }) => (post.files['/form/expires'] ?? '').trim() !== '';",
    axes: { read: ['post'], count: [], content: [] },
  },
  {
    name: 'content: the same text compared with a non-empty literal',
    code: "const judge: Judge = ({ post }) => (post.files['/form/expires'] ?? '').trim() !== 'never';",
    axes: { read: ['post'], count: [], content: ['equality'] },
  },
  // ---- a flag assigned a condition, the loop leaving when it holds
  {
    name: 'search: `valid = check(call); if (valid) break;` over the trace',
    code: `const sent = (c: Parameters<Judge>[0]['trace'][number]): boolean => c.tool === 'send_email' && c.args.to === 'a@b.test';
const judge: Judge = ({ trace }) => {
  let valid = false;
  for (let i = 0; i < trace.length; i++) {
    valid = sent(trace[i]);
    if (valid) break;
  }
  return valid;
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'] },
  },
  {
    name: 'no search: the same flag without the break keeps the last call only',
    code: `const sent = (c: Parameters<Judge>[0]['trace'][number]): boolean => c.tool === 'send_email' && c.args.to === 'a@b.test';
const judge: Judge = ({ trace }) => {
  let valid = false;
  for (let i = 0; i < trace.length; i++) {
    valid = sent(trace[i]);
  }
  return valid;
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [], content: ['equality'] },
  },
  // ---- comparisons that choose which page is read select, they do not match content
  {
    name: 'selection: a URL taken apart to find the page to read',
    code: `${POST_PAGE}
const judge: Judge = ({ post }) => (post.files[postPage(String(post.tables.browser[0].url))] ?? '').includes('SOTA agent');`,
    axes: { read: ['post'], count: [], content: ['substring'] },
  },
  {
    name: 'no selection: the same comparisons deciding the verdict themselves',
    code: `${POST_PAGE}
const judge: Judge = ({ post }) => postPage(String(post.tables.browser[0].url)) === 'http://forum.test/f/ml/1/';`,
    axes: { read: ['post'], count: [], content: ['equality', 'numeric-comparison'] },
  },
  // ---- a helper that returns '' for an empty collection
  {
    name: 'search: the last element of a collection, the empty text when there is none',
    code: `${GUARDED_LAST}
const judge: Judge = ({ post }) => latestAuthor(post).includes('Emma');`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
  },
  {
    name: 'no count: an element taken by position without that guard',
    code: "const judge: Judge = ({ post }) => String(post.tables.reviews[0].nickname).includes('Emma');",
    axes: { read: ['post'], count: [], content: ['substring'] },
  },
];

const analysis = analyseSnippets(cases, 'shapes');

describe('loops and constants', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { got, want } = statedAxes(snippetJudge(analysis(c)), c.axes);
    expect(got).toEqual(want);
  });
});
