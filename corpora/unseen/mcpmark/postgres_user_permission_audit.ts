// Source: eval-sys/mcpmark, tasks/postgres/standard/security/user_permission_audit/verify.py (verify_security_audit), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot, type SqlValue } from 'chokepoint';
import { orderBy, pyEquals, selectColumns, selectStar, table } from './helpers.ts';

const key = (...parts: SqlValue[]): string => JSON.stringify(parts);
const difference = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => new Set([...a].filter((x) => !b.has(x)));

function verifySecurityAudit(post: Snapshot): boolean {
  try {
    // SELECT EXISTS (SELECT FROM information_schema.tables WHERE table_name = 'security_audit_results')
    if (!table(post, 'information_schema.tables').some((t) => t.table_name === 'security_audit_results')) return false;
    if (!table(post, 'information_schema.tables').some((t) => t.table_name === 'security_audit_details')) return false;

    // SELECT * FROM security_audit_details ORDER BY detail_id
    const findings = orderBy(selectStar(post, 'security_audit_details'), 0);
    if (findings.length === 0) return false;

    const expectedFindings = {
      dangling_users: new Set([key('temp_contractor'), key('old_employee'), key('test_account')]),
      missing_permissions: new Set([
        key('analytics_user', 'user_profiles', 'SELECT'),
        key('analytics_user', 'product_catalog', 'SELECT'),
        key('analytics_user', 'order_management', 'SELECT'),
        key('marketing_user', 'product_catalog', 'SELECT'),
        key('customer_service', 'product_catalog', 'SELECT'),
        key('finance_user', 'user_profiles', 'SELECT'),
        key('product_manager', 'user_stat_analysis', 'SELECT'),
        key('security_auditor', 'audit_logs', 'SELECT'),
        key('developer_user', 'product_catalog', 'SELECT'),
        key('backup_user', 'order_management', 'SELECT'),
        key('backup_user', 'financial_transactions', 'SELECT'),
        key('backup_user', 'user_stat_analysis', 'SELECT'),
        key('backup_user', 'user_credentials', 'SELECT'),
      ]),
      excessive_permissions: new Set([
        key('analytics_user', 'financial_transactions', 'SELECT'),
        key('marketing_user', 'financial_transactions', 'SELECT'),
        key('customer_service', 'user_credentials', 'SELECT'),
        key('product_manager', 'financial_transactions', 'SELECT'),
        key('security_auditor', 'financial_transactions', 'UPDATE'),
        key('developer_user', 'user_credentials', 'SELECT'),
        key('developer_user', 'order_management', 'UPDATE'),
        key('backup_user', 'product_catalog', 'DELETE'),
        key('temp_contractor', 'product_catalog', 'SELECT'),
        key('temp_contractor', 'user_profiles', 'SELECT'),
        key('old_employee', 'audit_logs', 'SELECT'),
        key('old_employee', 'user_stat_analysis', 'UPDATE'),
        key('test_account', 'user_profiles', 'SELECT'),
      ]),
    };

    const foundDangling = new Set<string>();
    const foundMissingPermissions = new Set<string>();
    const foundExcessivePermissions = new Set<string>();

    // (detail_id, username, issue_type, table_name, permission_type, expected_access)
    for (const finding of findings) {
      const username = finding[1];
      const issueType = finding[2];
      const tableName = finding[3];
      const permissionType = finding[4];
      const expectedAccess = finding[5];
      if (issueType === 'DANGLING_USER') {
        foundDangling.add(key(username));
      } else if (issueType === 'MISSING_PERMISSION' && expectedAccess) {
        if (tableName && permissionType) foundMissingPermissions.add(key(username, tableName, permissionType));
      } else if (issueType === 'EXCESSIVE_PERMISSION' && !expectedAccess) {
        if (tableName && permissionType) foundExcessivePermissions.add(key(username, tableName, permissionType));
      }
    }

    const missingDangling = difference(expectedFindings.dangling_users, foundDangling);
    const extraDangling = difference(foundDangling, expectedFindings.dangling_users);
    const missingMissingPerms = difference(expectedFindings.missing_permissions, foundMissingPermissions);
    const extraMissingPerms = difference(foundMissingPermissions, expectedFindings.missing_permissions);
    const missingExcessivePerms = difference(expectedFindings.excessive_permissions, foundExcessivePermissions);
    const extraExcessivePerms = difference(foundExcessivePermissions, expectedFindings.excessive_permissions);

    let structureValid = true;
    for (const finding of findings) {
      if (finding.length !== 6) {
        structureValid = false;
        continue;
      }
      const [, username, issueType, , , expectedAccess] = finding;
      if (!username) structureValid = false;
      if (!['DANGLING_USER', 'MISSING_PERMISSION', 'EXCESSIVE_PERMISSION'].includes(String(issueType))) structureValid = false;
      if (![1, 0].includes(expectedAccess as number)) structureValid = false;
    }

    let allCorrect = true;
    if (missingDangling.size > 0) allCorrect = false;
    if (missingMissingPerms.size > 0) allCorrect = false;
    if (missingExcessivePerms.size > 0) allCorrect = false;

    // SELECT audit_type, total_issues, users_affected, tables_affected FROM security_audit_results ORDER BY audit_type
    const summaryResults = orderBy(selectColumns(post, 'security_audit_results', ['audit_type', 'total_issues', 'users_affected', 'tables_affected']), 0);
    const expectedSummary: Record<string, [number, number, number]> = {
      DANGLING_USERS: [3, 3, 0],
      EXCESSIVE_PERMISSIONS: [13, 10, 7],
      MISSING_PERMISSIONS: [13, 8, 7],
    };
    let summaryCorrect = true;
    for (const [auditType, totalIssues, usersAffected, tablesAffected] of summaryResults) {
      if (String(auditType) in expectedSummary) {
        const expected = expectedSummary[String(auditType)];
        if (!pyEquals(totalIssues, expected[0]) || !pyEquals(usersAffected, expected[1]) || !pyEquals(tablesAffected, expected[2])) summaryCorrect = false;
      }
    }

    if (foundDangling.size !== 3) throw new Error(`Expected 3 dangling users, found ${foundDangling.size}`);
    if (foundMissingPermissions.size !== 13) throw new Error(`Expected 13 missing permissions, found ${foundMissingPermissions.size}`);
    if (foundExcessivePermissions.size !== 13) throw new Error(`Expected 13 excessive permissions, found ${foundExcessivePermissions.size}`);

    if (allCorrect && structureValid && summaryCorrect) return true;
    return false;
  } catch {
    return false;
  }
}

export default defineUserTask({
  id: 'postgres_user_permission_audit',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Conduct a security audit of the PostgreSQL users of a business database: find dangling users (temp_contractor, old_employee, test_account should have no permissions), missing permissions and excessive permissions against the expected permissions of each business role, and record them in security_audit_results (audit_type, total_issues, users_affected, tables_affected) and security_audit_details (username, issue_type, table_name, permission_type, expected_access).',
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: 'CREATE TABLE security_audit_results (...); CREATE TABLE security_audit_details (...);' }),
    externalCall('execute_sql', { sql: "INSERT INTO security_audit_details (username, issue_type, table_name, permission_type, expected_access) VALUES ('temp_contractor', 'DANGLING_USER', NULL, NULL, FALSE), ...;" }),
    externalCall('execute_sql', { sql: "INSERT INTO security_audit_results (audit_type, total_issues, users_affected, tables_affected) VALUES ('DANGLING_USERS', 3, 3, 0), ('EXCESSIVE_PERMISSIONS', 13, 10, 7), ('MISSING_PERMISSIONS', 13, 8, 7);" }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => verifySecurityAudit(post),
});
