/**
 * Markup that escapes by construction. Everything the viewer shows from a run (agent output, tool
 * results, injected payloads, judge messages) is attacker-controlled, so the only way to put text
 * into a page is the `html` template: every interpolated value is HTML-escaped unless it is
 * already `Html` built by this module. Attribute values must be quoted in templates; escaping
 * covers both quote characters, so a value can close neither a text node nor an attribute.
 */

const BRAND: unique symbol = Symbol('html');

export interface Html {
  readonly [BRAND]: true;
  readonly markup: string;
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function isHtml(value: unknown): value is Html {
  return typeof value === 'object' && value !== null && BRAND in value;
}

/** Markup this module's callers wrote themselves (never data): SVG path strings, fixed tags. */
export function trusted(markup: string): Html {
  return { [BRAND]: true, markup };
}

function fragment(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (isHtml(value)) return value.markup;
  if (Array.isArray(value)) return value.map(fragment).join('');
  // Array.isArray does not narrow a readonly array type away: what is left is a primitive.
  const primitive = value as string | number | true;
  return escapeHtml(String(primitive));
}

/** `html\`<td>${text}</td>\``: the literal parts are markup, every value is escaped text (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = strings[0];
  for (let i = 0; i < values.length; i++) markup += fragment(values[i]) + strings[i + 1];
  return trusted(markup);
}

export function join(parts: readonly HtmlValue[], separator: HtmlValue = ''): Html {
  return trusted(parts.map(fragment).join(fragment(separator)));
}

export function markupOf(value: HtmlValue): string {
  return fragment(value);
}

/** `text` with every occurrence of `needle` wrapped in `<mark class="payload">`, all of it escaped. */
export function highlight(text: string, needle: string | null): Html {
  if (needle === null || needle === '' || !text.includes(needle)) return html`${text}`;
  const parts = text.split(needle);
  return join(parts.map((part, i) => (i === 0 ? html`${part}` : html`<mark class="payload" title="injected payload">${needle}</mark>${part}`)));
}
