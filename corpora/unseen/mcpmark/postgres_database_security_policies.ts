// Source: eval-sys/mcpmark, tasks/postgres/standard/lego/database_security_policies/verify.py (main, verify_role_creation, verify_rls_enabled, verify_rls_policies, verify_theme_function, test_theme_analyst_access), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { Cursor, hasTablePrivilege, table } from './helpers.ts';

/** The verifier's connection: the database owner (POSTGRES_USERNAME). */
const OWNER = 'postgres';

function verifyRoleCreation(post: Snapshot): boolean {
  // SELECT 1 FROM pg_roles WHERE rolname = 'theme_analyst';
  const role = table(post, 'pg_roles').find((r) => r.rolname === 'theme_analyst');
  if (!role) return false;

  const allTables = ['lego_themes', 'lego_colors', 'lego_parts', 'lego_part_categories', 'lego_sets', 'lego_inventories', 'lego_inventory_parts'];
  for (const t of allTables) {
    if (!hasTablePrivilege(post, 'theme_analyst', t, 'SELECT')) return false;
  }
  for (const t of allTables) {
    const canModify =
      hasTablePrivilege(post, 'theme_analyst', t, 'INSERT') ||
      hasTablePrivilege(post, 'theme_analyst', t, 'UPDATE') ||
      hasTablePrivilege(post, 'theme_analyst', t, 'DELETE');
    if (canModify) return false;
  }
  return true;
}

function verifyRlsEnabled(post: Snapshot): boolean {
  const tablesToCheck = ['lego_sets', 'lego_inventories', 'lego_inventory_parts'];
  for (const t of tablesToCheck) {
    // SELECT relrowsecurity FROM pg_class WHERE relname = %s;
    const rlsEnabled = table(post, 'pg_class').find((r) => r.relname === t);
    if (!rlsEnabled || !rlsEnabled.relrowsecurity) return false;
  }
  return true;
}

function verifyRlsPolicies(post: Snapshot): boolean {
  const expectedPolicies: Record<string, string> = {
    lego_sets: 'theme_sets_policy',
    lego_inventories: 'theme_inventories_policy',
    lego_inventory_parts: 'theme_inventory_parts_policy',
  };
  for (const [t, policyName] of Object.entries(expectedPolicies)) {
    // SELECT 1 FROM pg_policies WHERE tablename = %s AND policyname = %s;
    const policy = table(post, 'pg_policies').find((r) => r.tablename === t && r.policyname === policyName);
    if (!policy) return false;
  }
  return true;
}

function verifyThemeFunction(post: Snapshot): boolean {
  // SELECT 1 FROM pg_proc WHERE proname = 'get_user_theme_id';
  const proc = table(post, 'pg_proc').find((r) => r.proname === 'get_user_theme_id');
  if (!proc) return false;

  const cur = new Cursor(post, OWNER);
  try {
    cur.execute('SET ROLE theme_analyst;');
    cur.execute('SELECT get_user_theme_id();');
    const themeId = cur.fetchone()?.[0];
    cur.execute('RESET ROLE;');
    if (themeId !== 18) return false;
    return true;
  } catch {
    return false;
  }
}

function testThemeAnalystAccess(post: Snapshot): boolean {
  const cur = new Cursor(post, OWNER);
  try {
    cur.execute('SET ROLE theme_analyst;');

    cur.execute('SELECT set_num FROM lego_sets ORDER BY set_num;');
    const starWarsSets = cur.fetchall().map((row) => row[0]);
    const expectedSets = ['65081-1', 'K8008-1'];
    if (JSON.stringify([...starWarsSets].sort()) !== JSON.stringify([...expectedSets].sort())) {
      cur.execute('RESET ROLE;');
      return false;
    }

    cur.execute('SELECT COUNT(*) FROM lego_sets WHERE theme_id = 1;');
    const technicCount = cur.fetchone()?.[0];
    if (technicCount !== 0) {
      cur.execute('RESET ROLE;');
      return false;
    }

    cur.execute('SELECT COUNT(*) > 10 FROM lego_themes;');
    if (!cur.fetchone()?.[0]) {
      cur.execute('RESET ROLE;');
      return false;
    }

    cur.execute('SELECT COUNT(*) FROM lego_inventories;');
    if (cur.fetchone()?.[0] === 0) {
      cur.execute('RESET ROLE;');
      return false;
    }

    cur.execute('SELECT COUNT(*) FROM lego_inventory_parts;');
    if (cur.fetchone()?.[0] === 0) {
      cur.execute('RESET ROLE;');
      return false;
    }

    cur.execute('RESET ROLE;');
    return true;
  } catch {
    try {
      cur.execute('RESET ROLE;');
    } catch {
      // the source ignores a failed reset
    }
    return false;
  }
}

export default defineUserTask({
  id: 'postgres_database_security_policies',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Implement row-level security for the LEGO database: create a role theme_analyst with SELECT on lego_themes, lego_colors, lego_parts, lego_part_categories, lego_sets, lego_inventories and lego_inventory_parts and no INSERT, UPDATE or DELETE on any table; enable RLS on lego_sets, lego_inventories and lego_inventory_parts with policies theme_sets_policy, theme_inventories_policy and theme_inventory_parts_policy that let the role see only the Star Wars theme (theme_id = 18) through a function get_user_theme_id(); the role must see no other theme\'s data.',
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: 'CREATE ROLE theme_analyst; GRANT SELECT ON lego_themes, lego_colors, lego_parts, lego_part_categories, lego_sets, lego_inventories, lego_inventory_parts TO theme_analyst;' }),
    externalCall('execute_sql', { sql: "CREATE FUNCTION get_user_theme_id() RETURNS INT AS $$ SELECT CASE WHEN current_user = 'theme_analyst' THEN 18 END $$ LANGUAGE sql;" }),
    externalCall('execute_sql', { sql: 'ALTER TABLE lego_sets ENABLE ROW LEVEL SECURITY; CREATE POLICY theme_sets_policy ON lego_sets USING (theme_id = get_user_theme_id());' }),
    externalCall('execute_sql', { sql: 'ALTER TABLE lego_inventories ENABLE ROW LEVEL SECURITY; CREATE POLICY theme_inventories_policy ON lego_inventories USING (...);' }),
    externalCall('execute_sql', { sql: 'ALTER TABLE lego_inventory_parts ENABLE ROW LEVEL SECURITY; CREATE POLICY theme_inventory_parts_policy ON lego_inventory_parts USING (...);' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const results = [verifyRoleCreation(post), verifyRlsEnabled(post), verifyRlsPolicies(post), verifyThemeFunction(post), testThemeAnalystAccess(post)];
      if (results.every(Boolean)) return true;
      return false;
    } catch {
      return false;
    }
  },
});
