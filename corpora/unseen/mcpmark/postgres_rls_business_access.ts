// Source: eval-sys/mcpmark, tasks/postgres/standard/security/rls_business_access/verify.py (verify_rls_implementation), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { Cursor, DatabaseError, table } from './helpers.ts';

const ALICE = '11111111-1111-1111-1111-111111111111';
const BOB = '22222222-2222-2222-2222-222222222222';
const CHARLIE = '33333333-3333-3333-3333-333333333333';
const EVE = '55555555-5555-5555-5555-555555555555';

function verifyRlsImplementation(post: Snapshot): boolean {
  try {
    // As the owner: make sure the unprivileged test user exists and may use every table.
    const adminCur = new Cursor(post, 'postgres');
    try {
      adminCur.execute("CREATE ROLE test_user LOGIN PASSWORD 'testpass';");
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
    }
    adminCur.execute('SELECT current_database();');
    const currentDbName = adminCur.fetchone()?.[0];
    adminCur.execute(`GRANT CONNECT ON DATABASE "${String(currentDbName)}" TO test_user;`);
    adminCur.execute('GRANT USAGE ON SCHEMA public TO test_user;');
    adminCur.execute('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO test_user;');
    adminCur.execute('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO test_user;');
    adminCur.execute('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO test_user;');

    // Connected as test_user, which row-level security applies to.
    const cur = new Cursor(post, 'test_user');
    const testResults: string[] = [];

    // Test 1: RLS enabled on every table.
    const expectedTables = ['users', 'channels', 'channel_moderators', 'posts', 'comments'];
    for (const t of expectedTables) {
      // SELECT relrowsecurity FROM pg_class WHERE relname = %s AND relkind = 'r'
      const result = table(post, 'pg_class').find((r) => r.relname === t && r.relkind === 'r');
      if (result && result.relrowsecurity) testResults.push(`✓ RLS enabled on ${t}`);
      else testResults.push(`✗ RLS NOT enabled on ${t}`);
    }

    // Test 2: users update only their own profile.
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute(`UPDATE users SET email = 'alice.updated@example.com' WHERE id = '${ALICE}'`);
      testResults.push('✓ Users can update their own profile');
    } catch (error) {
      testResults.push(`✗ User cannot update own profile: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute(`UPDATE users SET email = 'bob.hacked@example.com' WHERE id = '${BOB}'`);
      if (cur.rowcount === 0) testResults.push("✓ Users blocked from updating other users' profiles");
      else testResults.push("✗ User was able to update another user's profile (should be blocked)");
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      testResults.push("✓ Users blocked from updating other users' profiles");
    }

    // Test 3: channel ownership.
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute("UPDATE channels SET description = 'Updated by Alice' WHERE id = 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'");
      testResults.push('✓ Channel owners can update their channels');
    } catch (error) {
      testResults.push(`✗ Channel owner cannot update channel: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${CHARLIE}';`);
      cur.execute("UPDATE channels SET description = 'Hacked by Charlie' WHERE id = 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'");
      if (cur.rowcount === 0) testResults.push('✓ Non-owners blocked from updating channels');
      else testResults.push('✗ Non-owner was able to update channel (should be blocked)');
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      testResults.push('✓ Non-owners blocked from updating channels');
    }

    // Test 4: post authorship and moderation.
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute("UPDATE posts SET title = 'Updated by Alice' WHERE id = 'dddddddd-dddd-dddd-dddd-dddddddddddd'");
      testResults.push('✓ Post authors can update their posts');
    } catch (error) {
      testResults.push(`✗ Post author cannot update post: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${BOB}';`);
      cur.execute("UPDATE posts SET content = 'Moderated by Bob' WHERE id = 'dddddddd-dddd-dddd-dddd-dddddddddddd'");
      testResults.push('✓ Channel moderators can update posts in their channels');
    } catch (error) {
      testResults.push(`✗ Channel moderator cannot update post: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${EVE}';`);
      cur.execute("UPDATE posts SET content = 'Hacked by Eve' WHERE id = 'dddddddd-dddd-dddd-dddd-dddddddddddd'");
      if (cur.rowcount === 0) testResults.push('✓ Unauthorized users blocked from updating posts');
      else testResults.push('✗ Unauthorized user was able to update post (should be blocked)');
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      testResults.push('✓ Unauthorized users blocked from updating posts');
    }

    // Test 5: comments.
    try {
      cur.execute(`SET app.current_user_id = '${BOB}';`);
      cur.execute("UPDATE comments SET content = 'Updated by Bob himself' WHERE id = '99999999-9999-9999-9999-999999999999'");
      testResults.push('✓ Comment authors can update their comments');
    } catch (error) {
      testResults.push(`✗ Comment author cannot update comment: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute("UPDATE comments SET content = 'Moderated by post author Alice' WHERE id = '99999999-9999-9999-9999-999999999999'");
      testResults.push('✓ Post authors can moderate comments on their posts');
    } catch (error) {
      testResults.push(`✗ Post author cannot moderate comment: ${String(error)}`);
    }

    // Test 6: moderator assignment.
    try {
      cur.execute(`SET app.current_user_id = '${ALICE}';`);
      cur.execute(`INSERT INTO channel_moderators (channel_id, user_id) VALUES ('aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa', '${CHARLIE}')`);
      testResults.push('✓ Channel owners can add moderators');
    } catch (error) {
      testResults.push(`✗ Channel owner cannot add moderator: ${String(error)}`);
    }
    try {
      cur.execute(`SET app.current_user_id = '${CHARLIE}';`);
      cur.execute(`INSERT INTO channel_moderators (channel_id, user_id) VALUES ('bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb', '${CHARLIE}')`);
      if (cur.rowcount === 0) testResults.push('✓ Non-owners blocked from adding moderators');
      else testResults.push('✗ Non-owner was able to add moderator (should be blocked)');
    } catch (error) {
      if (!(error instanceof DatabaseError)) throw error;
      testResults.push('✓ Non-owners blocked from adding moderators');
    }

    // Test 7: visibility depends on the user.
    cur.execute(`SET app.current_user_id = '${ALICE}';`);
    cur.execute('SELECT COUNT(*) FROM posts;');
    const alicePosts = Number(cur.fetchone()?.[0]);
    cur.execute(`SET app.current_user_id = '${EVE}';`);
    cur.execute('SELECT COUNT(*) FROM posts;');
    const evePosts = Number(cur.fetchone()?.[0]);
    if (alicePosts >= 2 && evePosts >= 1) testResults.push('✓ Content visibility varies correctly based on user context');
    else testResults.push(`✗ Content visibility issue: Alice sees ${alicePosts}, Eve sees ${evePosts}`);

    // Test 8: anonymous users.
    try {
      cur.execute("SET app.current_user_id = '';");
      cur.execute('SELECT COUNT(*) FROM users;');
      const anonUsers = Number(cur.fetchone()?.[0]);
      cur.execute('SELECT COUNT(*) FROM users WHERE is_public = true;');
      const publicUsers = cur.rowcount > 0 ? Number(cur.fetchone()?.[0]) : 0;
      if (anonUsers === publicUsers && anonUsers > 0) testResults.push(`✓ Anonymous users can see ${anonUsers} public user profiles (correct)`);
      else if (anonUsers === 0) testResults.push('✗ Anonymous users cannot see any users (should see public profiles)');
      else testResults.push(`✗ Anonymous users can see ${anonUsers} users but expected ${publicUsers} public users`);
    } catch {
      testResults.push('✓ Anonymous users properly restricted');
    }

    const failed = testResults.filter((result) => result.startsWith('✗')).length;
    if (failed === 0) return true;
    return false;
  } catch {
    return false;
  }
}

export default defineUserTask({
  id: 'postgres_rls_business_access',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "Implement Row Level Security for a social platform (users, channels, channel_moderators, posts, comments), the current user taken from current_setting('app.current_user_id'): users read public profiles and change only their own; channel owners control their channels and moderators; post and comment authors, channel moderators and owners may edit and delete content; nobody reads or changes other users' private data. Enable RLS on all five tables and write the policies and helper functions in the public schema.",
  requiredTools: [],
  reference: [
    externalCall('execute_sql', { sql: 'ALTER TABLE users ENABLE ROW LEVEL SECURITY; ALTER TABLE channels ENABLE ROW LEVEL SECURITY; ALTER TABLE channel_moderators ENABLE ROW LEVEL SECURITY; ALTER TABLE posts ENABLE ROW LEVEL SECURITY; ALTER TABLE comments ENABLE ROW LEVEL SECURITY;' }),
    externalCall('execute_sql', { sql: 'CREATE FUNCTION is_channel_owner(...); CREATE FUNCTION is_channel_moderator(...); CREATE FUNCTION can_moderate_channel(...);' }),
    externalCall('execute_sql', { sql: "CREATE POLICY ... ON users FOR UPDATE USING (id = current_setting('app.current_user_id')::uuid); ..." }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => verifyRlsImplementation(post),
});
