import { FIXED_RESULT_TEXT, type SqlValue } from '../../contract/index.ts';
import { runSql, type StatementResult } from '../sqlite.ts';
import { failure, success, type EnvironmentTool } from './types.ts';

function cellText(value: SqlValue): string {
  return value === null ? 'NULL' : String(value);
}

/**
 * A header line, a rule, then one line per row, columns padded to a common width. Cells are shown
 * verbatim: a multi-line cell (e.g. one carrying an injected payload) is not re-wrapped or escaped,
 * and does not count towards the column width.
 */
export function renderTable(columns: readonly string[], rows: readonly (readonly SqlValue[])[]): string {
  const cells = rows.map((row) => row.map(cellText));
  const widths = columns.map((column, i) => cells.reduce((n, row) => Math.max(n, row[i].includes('\n') ? 0 : row[i].length), column.length));
  const line = (values: readonly string[]) => values.map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i]))).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const count = `(${rows.length} row${rows.length === 1 ? '' : 's'})`;
  return [line(columns), rule, ...cells.map(line), count].join('\n');
}

function renderStatement(result: StatementResult): string {
  if (result.kind === 'rows') {
    const table = renderTable(result.columns, result.rows);
    return result.truncated ? `${table}\n(stopped after the first ${result.rows.length} rows; the query returns more)` : table;
  }
  return `${result.count}${FIXED_RESULT_TEXT.rowsAffected}`;
}

export const executeSqlQuery: EnvironmentTool<'execute_sql_query'> = {
  name: 'execute_sql_query',
  run({ query }, { db }) {
    const outcome = runSql(db, query);
    if (!outcome.ok) {
      const ran = outcome.completed.length;
      const applied = ran > 0 ? ` (${ran} earlier statement${ran === 1 ? '' : 's'} ran and stay${ran === 1 ? 's' : ''} applied)` : '';
      return failure(`SQL error: ${outcome.error}${applied}`);
    }
    if (outcome.statements.length === 0) return failure('SQL error: no statement to run');
    return success(outcome.statements.map(renderStatement).join('\n\n'));
  },
};
