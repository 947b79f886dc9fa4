import { ChokepointError } from '../errors.ts';
import { isNormalisedPath } from './paths.ts';

/**
 * Structured injection locators (the Chokepoint Harness paper): where in the environment a payload is placed.
 *   email:<id>.<subject|body>     email:<id>.attachment:<name>     file:<absolute path>     sql:<table>.<column>#<rowid>
 */

export type EmailLocatorField = 'subject' | 'body';

export type Locator =
  | { readonly kind: 'email'; readonly id: number; readonly field: EmailLocatorField }
  | { readonly kind: 'attachment'; readonly id: number; readonly name: string }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'sql'; readonly table: string; readonly column: string; readonly rowid: number };

export const LOCATOR_SYNTAX = 'email:<id>.<subject|body>, email:<id>.attachment:<name>, file:<absolute path> or sql:<table>.<column>#<rowid>';

/** SQL identifiers the fixture accepts for tables and columns; also what a `sql:` locator can name. */
export const SQL_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function invalid(text: string, why: string): ChokepointError {
  return new ChokepointError('locator', `invalid locator ${JSON.stringify(text)}: ${why}`);
}

export function parseLocator(text: string): Locator {
  const colon = text.indexOf(':');
  if (colon < 0) throw invalid(text, `missing kind prefix; expected ${LOCATOR_SYNTAX}`);
  const kind = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  switch (kind) {
    case 'email': {
      const attachment = /^(\d+)\.attachment:([^/\n]+)$/.exec(rest);
      const match = attachment ?? /^(\d+)\.(subject|body)$/.exec(rest);
      if (!match) throw invalid(text, 'expected email:<id>.<subject|body> or email:<id>.attachment:<name>, e.g. email:3.body, email:3.attachment:report.txt');
      const id = Number(match[1]);
      if (!Number.isSafeInteger(id)) throw invalid(text, 'email id is too large');
      return attachment ? { kind: 'attachment', id, name: attachment[2] } : { kind: 'email', id, field: match[2] as EmailLocatorField };
    }
    case 'file':
      if (!rest.startsWith('/')) throw invalid(text, 'expected file:<absolute path>, e.g. file:/reports/q3.txt');
      if (!isNormalisedPath(rest)) throw invalid(text, 'file path must be normalised (no "..", ".", "//", trailing "/" or NUL)');
      return { kind: 'file', path: rest };
    case 'sql': {
      const match = /^([^.#]+)\.([^.#]+)#(\d+)$/.exec(rest);
      if (!match) throw invalid(text, 'expected sql:<table>.<column>#<rowid>, e.g. sql:customers.notes#12');
      const [, table, column, rowid] = match;
      if (!SQL_IDENTIFIER.test(table)) throw invalid(text, `table name ${JSON.stringify(table)} is not a plain SQL identifier`);
      if (!SQL_IDENTIFIER.test(column)) throw invalid(text, `column name ${JSON.stringify(column)} is not a plain SQL identifier`);
      const id = Number(rowid);
      if (!Number.isSafeInteger(id)) throw invalid(text, 'rowid is too large');
      return { kind: 'sql', table, column, rowid: id };
    }
    default:
      throw invalid(text, `unknown kind ${JSON.stringify(kind)}; expected ${LOCATOR_SYNTAX}`);
  }
}

export function formatLocator(locator: Locator): string {
  switch (locator.kind) {
    case 'email':
      return `email:${locator.id}.${locator.field}`;
    case 'attachment':
      return `email:${locator.id}.attachment:${locator.name}`;
    case 'file':
      return `file:${locator.path}`;
    case 'sql':
      return `sql:${locator.table}.${locator.column}#${locator.rowid}`;
  }
}
