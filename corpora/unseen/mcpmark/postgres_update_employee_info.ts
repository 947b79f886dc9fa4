// Source: eval-sys/mcpmark, tasks/postgres/easy/chinook/update_employee_info/verify.py (main, verify_employee_count_and_titles, verify_specific_employees, rows_match), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { datetime, Decimal, orderBy, pyEquals, selectColumns, table, type PgValue } from './helpers.ts';

/** rows_match: Decimals within 0.01 of each other, every other value exactly. */
function rowsMatch(actualRow: readonly PgValue[], expectedRow: readonly PgValue[]): boolean {
  if (actualRow.length !== expectedRow.length) return false;
  for (let i = 0; i < actualRow.length; i++) {
    const actual = actualRow[i];
    const expected = expectedRow[i];
    if (actual instanceof Decimal && expected instanceof Decimal) {
      if (Math.abs(actual.value - expected.value) > 0.01) return false;
    } else if (!pyEquals(actual, expected)) {
      return false;
    }
  }
  return true;
}

function verifyEmployeeCountAndTitles(post: Snapshot): boolean {
  // SELECT COUNT(*), COUNT(CASE WHEN "Title" = 'CEO' THEN 1 END), COUNT(CASE WHEN "Title" = 'IT Specialist' THEN 1 END) FROM "Employee"
  const employees = table(post, 'Employee');
  const totalEmployees = employees.length;
  const ceoCount = employees.filter((e) => e.Title === 'CEO').length;
  const itSpecialistCount = employees.filter((e) => e.Title === 'IT Specialist').length;

  if (totalEmployees !== 8) return false;
  if (ceoCount !== 1) return false;
  if (itSpecialistCount !== 2) return false;
  return true;
}

const COLUMNS = ['EmployeeId', 'LastName', 'FirstName', 'Title', 'ReportsTo', 'BirthDate', 'HireDate', 'Address', 'City', 'State', 'Country', 'PostalCode', 'Phone', 'Fax', 'Email'];

function verifySpecificEmployees(post: Snapshot): boolean {
  // SELECT <COLUMNS> FROM "Employee" WHERE "EmployeeId" IN (1, 2) ORDER BY "EmployeeId"
  const employees = orderBy(
    selectColumns(post, 'Employee', COLUMNS).filter((row) => [1, 2].includes(row[0] as number)),
    0,
  );

  const expected: PgValue[][] = [
    [1, 'Adams', 'Andrew', 'CEO', null, datetime(1962, 2, 18), datetime(2002, 8, 14), '11120 Jasper Ave NW', 'Edmonton', 'AB', 'Canada', 'T5K 2N1', '+1 (780) 428-9482', '+1 (780) 428-3457', 'andrew@chinookcorp.com'],
    [2, 'Edwards', 'Nancy', 'Sales Manager', 1, datetime(1958, 12, 8), datetime(2002, 5, 1), '825 8 Ave SW', 'Calgary', 'AB', 'Canada', 'T2P 2T3', '+1 (403) 555-9999', '+1 (403) 262-3322', 'nancy@chinookcorp.com'],
  ];

  if (employees.length !== 2) return false;

  for (let i = 0; i < Math.min(employees.length, expected.length); i++) {
    if (!rowsMatch(employees[i], expected[i])) return false;
  }
  return true;
}

export default defineUserTask({
  id: 'postgres_update_employee_info',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "Update employee information in the Chinook database: change Andrew Adams (EmployeeId = 1) title from 'General Manager' to 'CEO', update Nancy Edwards (EmployeeId = 2) phone number to '+1 (403) 555-9999', and change all employees with Title = 'IT Staff' to Title = 'IT Specialist'.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: `UPDATE "Employee" SET "Title" = 'CEO' WHERE "EmployeeId" = 1;` }),
    externalCall('execute_sql', { sql: `UPDATE "Employee" SET "Phone" = '+1 (403) 555-9999' WHERE "EmployeeId" = 2;` }),
    externalCall('execute_sql', { sql: `UPDATE "Employee" SET "Title" = 'IT Specialist' WHERE "Title" = 'IT Staff';` }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const success = verifyEmployeeCountAndTitles(post) && verifySpecificEmployees(post);
      if (success) return true;
      return false;
    } catch {
      return false;
    }
  },
});
