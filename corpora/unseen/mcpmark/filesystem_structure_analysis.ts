// Source: eval-sys/mcpmark, tasks/filesystem/easy/folder_structure/structure_analysis/verify.py (main, verify_structure_analysis_file_exists, verify_structure_analysis_content), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { call, defineUserTask, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, joinPath, readText, TEST_DIR } from './helpers.ts';

type Step = (post: Snapshot, testDir: string) => boolean;

const verifyStructureAnalysisFileExists: Step = (post, testDir) => {
  const analysisFile = joinPath(testDir, 'structure_analysis.txt');
  if (!exists(post, analysisFile)) return false;
  return true;
};

const verifyStructureAnalysisContent: Step = (post, testDir) => {
  const analysisFile = joinPath(testDir, 'structure_analysis.txt');
  try {
    const content = readText(post, analysisFile).trim();
    if (!content) return false;
    const expectedCount = 1;
    if (content !== String(expectedCount)) return false;
    return true;
  } catch {
    return false;
  }
};

export default defineUserTask({
  id: 'filesystem_structure_analysis',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'You need to recursively traverse the entire folder structure under the main directory and count the total number of `.py` files in the entire directory (including all subdirectories). Write the answer (just a single number) in a file named `structure_analysis.txt` in the main directory (at the same level as the `complex_structure` folder). You should not change or delete any existed files. Do not try to use python code.',
  requiredTools: ['write_file'],
  reference: [call('write_file', { path: `${TEST_DIR}/structure_analysis.txt`, content: '1' })],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const testDir = getTestDirectory();
      const verificationSteps: [string, Step][] = [
        ['Structure Analysis File Exists', verifyStructureAnalysisFileExists],
        ['Python File Count is Correct', verifyStructureAnalysisContent],
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
