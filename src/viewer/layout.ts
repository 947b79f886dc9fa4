import { createHash } from 'node:crypto';
import { docsUrl } from '../registry/index.ts';
import { cellText, type Table } from '../rendering/index.ts';
import { SCRIPT, STYLESHEET } from './assets.ts';
import { html, markupOf, trusted, type Html, type HtmlValue } from './html.ts';

/**
 * The page shells. Site pages load `assets/viewer.css` and `assets/viewer.js` and allow nothing
 * else (`default-src 'none'`, scripts and styles from the site's own files only): an inline
 * `<script>`, an event-handler attribute or a style attribute that slipped into a page would be
 * refused by the browser. Single-file pages (`--format html` of report, diff, lint) inline the
 * stylesheet and the same script, each allowed by its hash only.
 */

const SITE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'";

export const NAV = [
  { key: 'overview', file: 'index.html', title: 'Overview' },
  { key: 'scenarios', file: 'scenarios.html', title: 'Scenarios' },
  { key: 'judges', file: 'judges.html', title: 'Judges' },
  { key: 'ablation', file: 'ablation.html', title: 'Ablation' },
] as const;

export type NavKey = (typeof NAV)[number]['key'];

export interface SitePage {
  readonly title: string;
  /** Folders between the site root and the page (0 for `index.html`, 2 for `traces/<run>/<id>.html`). */
  readonly depth: number;
  readonly current?: NavKey;
  readonly body: Html;
}

function document(head: Html, title: string, body: Html): string {
  return `<!doctype html>\n${markupOf(html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${title}</title></head><body>${body}</body></html>`)}\n`;
}

export function sitePage(page: SitePage): string {
  const up = '../'.repeat(page.depth);
  const head = html`<meta http-equiv="Content-Security-Policy" content="${SITE_CSP}"><link rel="stylesheet" href="${up}assets/viewer.css"><script src="${up}assets/viewer.js" defer></script>`;
  const nav = NAV.map((n) => html`<a href="${up}${n.file}"${n.key === page.current ? trusted(' aria-current="page"') : ''}>${n.title}</a>`);
  const header = html`<header class="site"><span class="brand">chokepoint</span><nav>${nav}</nav></header>`;
  return document(head, `${page.title} · chokepoint`, html`${header}<main>${page.body}</main>`);
}

/** One self-contained file: the stylesheet and the site's script inline, each allowed by its SHA-256 and nothing else. */
export function standalonePage(title: string, body: Html): string {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const csp = `default-src 'none'; script-src ${sha(SCRIPT)}; style-src ${sha(STYLESHEET)}; img-src 'self'; base-uri 'none'; form-action 'none'`;
  const head = html`<meta http-equiv="Content-Security-Policy" content="${csp}"><style>${trusted(STYLESHEET)}</style>`;
  return document(
    head,
    `${title} · chokepoint`,
    html`<header class="site"><span class="brand">chokepoint</span></header><main>${body}</main><script>${trusted(SCRIPT)}</script>`,
  );
}

export interface TableOptions {
  /** Column headers become sort buttons (the site's script sorts on click). */
  readonly sortable?: boolean;
  readonly caption?: HtmlValue;
}

/**
 * A run of this many characters without a space (a SHA-256, a commit, a scenario id with its
 * locator, a path) may break anywhere, so a table of them fits the window (issue 24: the runs table
 * was 2,172 px wide in a 1,366 px window). Shorter words, numbers among them, never break.
 */
const LONG_TOKEN = /\S{25,}/;

/** ` class="..."` for a cell: right-aligned when numeric, breakable when it holds a long token. */
function cellClass(numeric: boolean, text: string): Html {
  const classes = [...(numeric ? ['num'] : []), ...(LONG_TOKEN.test(text) ? ['long'] : [])];
  return trusted(classes.length > 0 ? ` class="${classes.join(' ')}"` : '');
}

/** A `Table` of the rendering layer (the same data the terminal and markdown reporters print) as an HTML table. */
export function tableHtml(table: Table, options: TableOptions = {}): Html {
  const numeric = (i: number) => table.align?.[i] === 'right';
  const head = table.columns.map(
    (c, i) => html`<th${cellClass(numeric(i), c)}>${options.sortable ? html`<button class="sort" type="button">${c}</button>` : c}</th>`,
  );
  const rows = table.rows.map(
    (row) =>
      html`<tr>${table.columns.map((_, i) => {
        const text = cellText(row[i]);
        return html`<td${cellClass(numeric(i), text)}>${text}</td>`;
      })}</tr>`,
  );
  return html`<div class="scroll"><table${options.sortable ? trusted(' data-sortable') : ''}>${options.caption !== undefined ? html`<caption>${options.caption}</caption>` : ''}<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

export function badge(passed: boolean | null, yes = 'passed', no = 'failed'): Html {
  if (passed === null) return html`<span class="badge neutral">n/a</span>`;
  return passed ? html`<span class="badge pass">${yes}</span>` : html`<span class="badge fail">${no}</span>`;
}

/** A link to where a figure (or a group of figures) is defined: `anchor` is `docs/metrics.md#<id>`. */
export function definitionLink(anchor: string, text = 'definition'): Html {
  return html`<a class="definition" href="${docsUrl(anchor)}">${text}</a>`;
}
