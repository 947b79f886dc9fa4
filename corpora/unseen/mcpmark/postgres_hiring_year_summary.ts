// Source: eval-sys/mcpmark, tasks/postgres/easy/employees/hiring_year_summary/verify.py (main, verify_hiring_year_results, rows_match), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { Decimal, orderBy, pyEquals, selectColumns, table, type PgValue } from './helpers.ts';

/** rows_match: Decimals within 0.1 of each other, every other value exactly. */
function rowsMatch(actualRow: readonly PgValue[], expectedRow: readonly PgValue[]): boolean {
  if (actualRow.length !== expectedRow.length) return false;
  for (let i = 0; i < actualRow.length; i++) {
    const actual = actualRow[i];
    const expected = expectedRow[i];
    if (actual instanceof Decimal && expected instanceof Decimal) {
      if (Math.abs(actual.value - expected.value) > 0.1) return false;
    } else if (!pyEquals(actual, expected)) {
      return false;
    }
  }
  return true;
}

/** The ground-truth query, run on the database after the run. */
function groundTruth(post: Snapshot): PgValue[][] {
  // current_emp: SELECT DISTINCT s.employee_id FROM employees.salary s WHERE s.to_date = DATE '9999-01-01'
  const currentEmp = new Set(
    table(post, 'employees.salary')
      .filter((s) => s.to_date === '9999-01-01')
      .map((s) => s.employee_id),
  );
  // base: SELECT e.id, EXTRACT(YEAR FROM e.hire_date)::INT AS hire_year FROM employees.employee e WHERE e.hire_date IS NOT NULL
  const base = table(post, 'employees.employee')
    .filter((e) => e.hire_date !== null)
    .map((e) => ({ id: e.id, hireYear: Number(String(e.hire_date).slice(0, 4)) }));
  // LEFT JOIN current_emp ce ON ce.employee_id = b.id GROUP BY b.hire_year
  const groups = new Map<number, { hired: number; stillEmployed: number }>();
  for (const b of base) {
    const group = groups.get(b.hireYear) ?? { hired: 0, stillEmployed: 0 };
    group.hired += 1;
    if (currentEmp.has(b.id)) group.stillEmployed += 1;
    groups.set(b.hireYear, group);
  }
  const rows: PgValue[][] = [...groups].map(([hireYear, g]) => [
    hireYear,
    g.hired,
    g.stillEmployed,
    // COUNT(*) FILTER (...)::DECIMAL / NULLIF(COUNT(*), 0) * 100
    g.hired === 0 ? null : new Decimal((g.stillEmployed / g.hired) * 100),
  ]);
  return orderBy(rows, 0);
}

function verifyHiringYearResults(post: Snapshot): boolean {
  // SELECT hire_year, employees_hired, still_employed, retention_rate FROM employees.hiring_year_summary ORDER BY hire_year
  const actualResults = orderBy(
    selectColumns(post, 'employees.hiring_year_summary', ['hire_year', 'employees_hired', 'still_employed', 'retention_rate']),
    0,
  );
  const expectedResults = groundTruth(post);

  if (actualResults.length !== expectedResults.length) return false;

  let mismatches = 0;
  for (let i = 0; i < Math.min(actualResults.length, expectedResults.length); i++) {
    if (!rowsMatch(actualResults[i], expectedResults[i])) mismatches += 1;
  }
  if (mismatches > 0) return false;
  return true;
}

export default defineUserTask({
  id: 'postgres_hiring_year_summary',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "Create a hiring year summary table employees.hiring_year_summary with columns hire_year (integer), employees_hired (integer), still_employed (integer: employees of that year with an active salary, to_date = '9999-01-01') and retention_rate (decimal: still_employed / employees_hired * 100), one row per hire year of the employees table, ordered by hire_year.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', {
      sql: 'CREATE TABLE employees.hiring_year_summary (hire_year INT, employees_hired INT, still_employed INT, retention_rate DECIMAL); INSERT INTO employees.hiring_year_summary SELECT ...;',
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const success = verifyHiringYearResults(post);
      if (success) return true;
      return false;
    } catch {
      return false;
    }
  },
});
