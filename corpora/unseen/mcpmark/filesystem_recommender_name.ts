// Source: eval-sys/mcpmark, tasks/filesystem/easy/student_database/recommender_name/verify.py (main, verify_recommender_file_exists, verify_recommender_content), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { call, defineUserTask, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, joinPath, readText, TEST_DIR } from './helpers.ts';

function verifyRecommenderFileExists(post: Snapshot, testDir: string): boolean {
  const recommenderFile = joinPath(testDir, 'recommender.txt');
  if (!exists(post, recommenderFile)) return false;
  return true;
}

function verifyRecommenderContent(post: Snapshot, testDir: string): boolean {
  const recommenderFile = joinPath(testDir, 'recommender.txt');
  try {
    const content = readText(post, recommenderFile);
    if (content.includes('Brown')) return true;
    return false;
  } catch {
    return false;
  }
}

export default defineUserTask({
  id: 'filesystem_recommender_name',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Please find the recommendation letter for Patricia Jones and identify who wrote it. Generate a `recommender.txt` file with only the author\'s name.',
  requiredTools: ['read_file', 'write_file'],
  reference: [call('write_file', { path: `${TEST_DIR}/recommender.txt`, content: '<the letter\'s author, surname Brown>' })],
  referenceAnswer: '',
  utility: ({ post }) => {
    const testDir = getTestDirectory();
    if (!verifyRecommenderFileExists(post, testDir)) return false;
    if (!verifyRecommenderContent(post, testDir)) return false;
    return true;
  },
});
