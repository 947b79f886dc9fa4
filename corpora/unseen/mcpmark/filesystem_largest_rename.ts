// Source: eval-sys/mcpmark, tasks/filesystem/easy/file_property/largest_rename/verify.py (main, verify_sg_jpg_not_exists, verify_largest_jpg_exists), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, joinPath, TEST_DIR } from './helpers.ts';

type Check = (post: Snapshot, testDir: string) => boolean;

const verifySgJpgNotExists: Check = (post, testDir) => {
  const sgFile = joinPath(testDir, 'sg.jpg');
  if (exists(post, sgFile)) return false;
  return true;
};

const verifyLargestJpgExists: Check = (post, testDir) => {
  const largestFile = joinPath(testDir, 'largest.jpg');
  if (!exists(post, largestFile)) return false;
  return true;
};

export default defineUserTask({
  id: 'filesystem_largest_rename',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt: 'Rename the largest `.jpg` file in the test directory to `largest.jpg` based on file size.',
  requiredTools: [],
  reference: [externalCall('move_file', { source: `${TEST_DIR}/sg.jpg`, destination: `${TEST_DIR}/largest.jpg` })],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const testDir = getTestDirectory();
      const checks: [string, Check][] = [
        ['sg.jpg does not exist', verifySgJpgNotExists],
        ['largest.jpg exists', verifyLargestJpgExists],
      ];
      let allPassed = true;
      for (const [, checkFunc] of checks) {
        if (!checkFunc(post, testDir)) allPassed = false;
      }
      return allPassed;
    } catch {
      return false;
    }
  },
});
