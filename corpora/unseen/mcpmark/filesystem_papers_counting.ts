// Source: eval-sys/mcpmark, tasks/filesystem/easy/papers/papers_counting/verify.py (main, verify_count_file_exists, verify_count_content, verify_actual_html_count), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { call, defineUserTask, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, glob, joinPath, readText, TEST_DIR } from './helpers.ts';

type Step = (post: Snapshot, testDir: string) => boolean;

const verifyCountFileExists: Step = (post, testDir) => {
  const countFile = joinPath(testDir, 'count.txt');
  if (!exists(post, countFile)) return false;
  return true;
};

const verifyCountContent: Step = (post, testDir) => {
  const countFile = joinPath(testDir, 'count.txt');
  try {
    const content = readText(post, countFile).trim();
    if (content === '83') return true;
    return false;
  } catch {
    return false;
  }
};

const verifyActualHtmlCount: Step = (post, testDir) => {
  const htmlFiles = glob(post, testDir, '*.html');
  const count = htmlFiles.length;
  if (count === 83) return true;
  return false;
};

export default defineUserTask({
  id: 'filesystem_papers_counting',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'You need to count the number of HTML files in the given directory and write the count to a file. Create a file named `count.txt` in the same directory and write the count (just the number) to it.',
  requiredTools: ['write_file'],
  reference: [call('write_file', { path: `${TEST_DIR}/count.txt`, content: '83' })],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const testDir = getTestDirectory();
      const verificationSteps: [string, Step][] = [
        ['Count File Exists', verifyCountFileExists],
        ['Count Content', verifyCountContent],
        ['Actual HTML Count', verifyActualHtmlCount],
      ];
      let allPassed = true;
      for (const [, verifyFunc] of verificationSteps) {
        if (!verifyFunc(post, testDir)) allPassed = false;
      }
      return allPassed;
    } catch {
      return false;
    }
  },
});
