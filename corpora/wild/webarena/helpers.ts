// Source: web-arena-x/webarena, evaluation_harness/evaluators.py and evaluation_harness/helper_functions.py, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279 (StringEvaluator, URLEvaluator, HTMLContentEvaluator helpers, shopping_*/reddit_*/gitlab_* helpers)
import type { Snapshot, SqlRow } from 'chokepoint';

// The configs' __SITE__ placeholders, which generate_test_data.py fills from environment variables, at
// the ports the WebArena README documents.
export const SHOPPING = 'http://localhost:7770';
export const SHOPPING_ADMIN = 'http://localhost:7780/admin';
export const REDDIT = 'http://localhost:9999';
export const GITLAB = 'http://localhost:8023';
export const MAP = 'http://localhost:3000';

/** Word tokenizer standing in for nltk's word_tokenize (Treebank punctuation split off, words kept whole). */
export function wordTokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (chunk === '') continue;
    const spaced = chunk
      .replace(/([?!,;@#$%&()[\]{}<>"`])/g, ' $1 ')
      .replace(/:(?!\d)/g, ' : ')
      .replace(/\.$/, ' .');
    for (const token of spaced.split(' ')) if (token !== '') tokens.push(token);
  }
  return tokens;
}

/** StringEvaluator.clean_answer: strip, drop one pair of surrounding quotes, lower-case. */
export function cleanAnswer(answer: string): string {
  let text = answer.trim();
  if (text.startsWith("'") && text.endsWith("'")) text = text.slice(1, -1);
  else if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  return text.toLowerCase();
}

/** StringEvaluator.exact_match */
export function exactMatch(ref: string, pred: string): number {
  return cleanAnswer(pred) === cleanAnswer(ref) ? 1 : 0;
}

/** StringEvaluator.must_include: tokenised only for a one-character reference when asked to. */
export function mustInclude(ref: string, pred: string, tokenize = false): number {
  const cleanRef = cleanAnswer(ref);
  const cleanPred = cleanAnswer(pred);
  if (tokenize && cleanRef.length === 1 && wordTokenize(cleanRef).length === 1) {
    const tokens = wordTokenize(cleanPred);
    return tokens.includes(cleanRef) ? 1 : 0;
  }
  return cleanPred.includes(cleanRef) ? 1 : 0;
}

/** html.unescape for the entities the sites emit. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The URL of the active tab when the run ended (`page.url`). */
export function currentUrl(post: Snapshot): string {
  return String(post.tables.browser[0].url);
}

/** `page.goto(url); page.content()`: the page's HTML after the run. */
export function pageContent(post: Snapshot, url: string): string {
  return post.files[url];
}

/** `str(page.evaluate(locator))` on the page at `url`; '' when the evaluation threw (no such element). */
export function evaluateLocator(post: Snapshot, url: string, locator: string): string {
  let selected = post.files[`${url}#${locator}`] ?? '';
  if (!selected) selected = '';
  return selected;
}

interface ParsedUrl {
  readonly basePath: string;
  readonly query: Readonly<Record<string, string[]>>;
}

function unquotePlus(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** urllib.parse.parse_qs with its defaults: blank values and pairs without '=' are dropped. */
function parseQs(query: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const value = pair.slice(eq + 1);
    if (value.length === 0) continue;
    const key = unquotePlus(pair.slice(0, eq));
    (parsed[key] ??= []).push(unquotePlus(value));
  }
  return parsed;
}

/** URLEvaluator's parse_url: netloc + path, and the parsed query. */
export function parseUrl(url: string): ParsedUrl {
  const match = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?/.exec(url);
  const netloc = match?.[1] ?? '';
  const path = match?.[2] ?? '';
  return { basePath: netloc + path, query: parseQs(match?.[3] ?? '') };
}

/** URLEvaluator's clean_url: trailing slashes removed. */
export function cleanUrl(url: string): string {
  return String(url).replace(/\/+$/, '');
}

/** URLEvaluator.__call__ with the "GOLD in PRED" rule: the score for the page the run ended on. */
export function urlMatch(post: Snapshot, referenceUrl: string): number {
  const pred = cleanUrl(currentUrl(post));
  const refUrls = referenceUrl.split(' |OR| ').map(cleanUrl);
  const refBasePaths: string[] = [];
  const refQueries: Record<string, Set<string>> = {};
  for (const url of refUrls) {
    const { basePath, query } = parseUrl(url);
    refBasePaths.push(basePath);
    for (const [key, values] of Object.entries(query)) {
      const bucket = (refQueries[key] ??= new Set());
      for (const value of values) bucket.add(value);
    }
  }
  const { basePath: predBasePaths, query: predQuery } = parseUrl(pred);
  const baseScore = refBasePaths.some((refBasePath) => predBasePaths.includes(refBasePath)) ? 1 : 0;
  let queryScore = 1;
  for (const [key, possibleValues] of Object.entries(refQueries)) {
    queryScore *= [...possibleValues].some((value) => (predQuery[key] ?? []).includes(value)) ? 1 : 0;
  }
  return baseScore * queryScore;
}

/** shopping_get_latest_order_url: the store's most recently created order, by its increment id. */
export function shoppingLatestOrderUrl(post: Snapshot): string {
  const newestFirst = [...post.tables['/rest/V1/orders']].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const orderId = Math.trunc(Number(newestFirst[0].increment_id));
  return `${SHOPPING}/sales/order/view/order_id/${orderId}/`;
}

function skuReviews(post: Snapshot, sku: string): readonly SqlRow[] {
  return post.tables[`/rest/V1/products/${sku}/reviews`];
}

/** shopping_get_sku_latest_review_author */
export function shoppingSkuLatestReviewAuthor(post: Snapshot, sku: string): string {
  const reviews = skuReviews(post, sku);
  if (reviews.length === 0) return '';
  return String(reviews[reviews.length - 1].nickname);
}

/** shopping_get_sku_latest_review_rating */
export function shoppingSkuLatestReviewRating(post: Snapshot, sku: string): string {
  const reviews = skuReviews(post, sku);
  if (reviews.length === 0) return '';
  if (reviews[0].rating_name !== 'Rating') throw new Error('assertion failed: first review is not rated "Rating"');
  return String(reviews[reviews.length - 1].rating_percent);
}

/** reddit_get_post_url: the post URL of a post or comment URL, any other URL unchanged. */
export function redditGetPostUrl(url: string): string {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/.exec(url);
  const scheme = match?.[1] ?? '';
  const domain = match?.[2] ?? '';
  const tokUrl = (match?.[3] ?? '').split('/');
  if (tokUrl.length < 4) return url;
  if (tokUrl[1] !== 'f') return url;
  const subreddit = tokUrl[2];
  const postId = tokUrl[3];
  return `${scheme}://${domain}/f/${subreddit}/${postId}/`;
}

/** gitlab_get_project_memeber_role: the role shown next to '@account' on a members page, '' if absent. */
export function gitlabProjectMemberRole(post: Snapshot, pageUrl: string, accountName: string): string {
  const rows = post.tables[pageUrl];
  let accountIdx = -1;
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].account === `@${accountName}`) {
      accountIdx = i;
      break;
    }
  }
  const row = rows[accountIdx];
  if (row === undefined) return '';
  return String(row.role);
}
