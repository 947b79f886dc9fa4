// Source: eval-sys/mcpmark, tasks/filesystem/standard/file_property/size_classification/verify.py (main and its five verify_* checks, get_expected_classification), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { baseName, exists, fileSize, getTestDirectory, isDir, isFile, iterdir, joinPath, TEST_DIR } from './helpers.ts';

type Check = (post: Snapshot, testDir: string) => boolean;

const SYSTEM_FILES = ['.DS_Store', 'Thumbs.db', '.DS_Store?', '._.DS_Store'];

function getExpectedClassification(): Record<string, string[]> {
  return {
    small_files: ['random_file_1.txt', 'random_file_3.txt'],
    medium_files: ['random_file_2.txt'],
    large_files: ['bear.jpg', 'sg.jpg', 'road.MOV', 'bus.MOV', 'bridge.jpg'],
  };
}

const verifyDirectoriesExist: Check = (post, testDir) => {
  const requiredDirs = ['small_files', 'medium_files', 'large_files'];
  for (const dirName of requiredDirs) {
    const dirPath = joinPath(testDir, dirName);
    if (!exists(post, dirPath)) return false;
    if (!isDir(post, dirPath)) return false;
  }
  return true;
};

const verifyFileClassification: Check = (post, testDir) => {
  const expectedClassification = getExpectedClassification();
  for (const [dirName, expectedFiles] of Object.entries(expectedClassification)) {
    const dirPath = joinPath(testDir, dirName);
    const missingFiles: string[] = [];
    for (const filename of expectedFiles) {
      const filePath = joinPath(dirPath, filename);
      if (!exists(post, filePath)) missingFiles.push(filename);
    }
    if (missingFiles.length > 0) return false;

    const actualFiles = iterdir(post, dirPath)
      .filter((f) => isFile(post, f))
      .map(baseName);
    const systemFiles = SYSTEM_FILES;
    const unexpectedFiles = actualFiles.filter((f) => !expectedFiles.includes(f) && !systemFiles.includes(f));
    if (unexpectedFiles.length > 0) return false;
  }
  return true;
};

const verifyNoFilesInRoot: Check = (post, testDir) => {
  const rootFiles = iterdir(post, testDir).filter((f) => isFile(post, f));
  const systemFiles = SYSTEM_FILES;
  const nonSystemFiles = rootFiles.filter((f) => !systemFiles.includes(baseName(f)));
  if (nonSystemFiles.length > 0) return false;
  return true;
};

const verifyFileSizes: Check = (post, testDir) => {
  const sizeRanges: Record<string, [number, number]> = {
    small_files: [0, 299],
    medium_files: [300, 700],
    large_files: [701, Infinity],
  };
  for (const [dirName, [minSize, maxSize]] of Object.entries(sizeRanges)) {
    const dirPath = joinPath(testDir, dirName);
    for (const filePath of iterdir(post, dirPath)) {
      if (isFile(post, filePath)) {
        const size = fileSize(post, filePath);
        if (dirName === 'small_files' && size >= 300) {
          return false;
        } else if (dirName === 'medium_files' && (size < 300 || size > 700)) {
          return false;
        } else if (dirName === 'large_files' && size <= 700) {
          return false;
        }
      }
    }
  }
  return true;
};

const verifyTotalFileCount: Check = (post, testDir) => {
  const expectedClassification = getExpectedClassification();
  const totalExpected = Object.values(expectedClassification).reduce((sum, files) => sum + files.length, 0);
  let totalActual = 0;
  for (const dirName of ['small_files', 'medium_files', 'large_files']) {
    const dirPath = joinPath(testDir, dirName);
    if (exists(post, dirPath)) {
      const systemFiles = SYSTEM_FILES;
      const filesInDir = iterdir(post, dirPath).filter((f) => isFile(post, f) && !systemFiles.includes(baseName(f)));
      totalActual += filesInDir.length;
    }
  }
  if (totalActual !== totalExpected) return false;
  return true;
};

export default defineUserTask({
  id: 'filesystem_size_classification',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Classify all files in the test directory into three categories based on their file size: create small_files/ (smaller than 300 bytes), medium_files/ (300-700 bytes inclusive) and large_files/ (larger than 700 bytes), and move every file of the test directory into the right one, whatever its extension.',
  requiredTools: [],
  reference: Object.entries(getExpectedClassification()).flatMap(([dir, files]) => [
    externalCall('create_directory', { path: `${TEST_DIR}/${dir}` }),
    ...files.map((name) => externalCall('move_file', { source: `${TEST_DIR}/${name}`, destination: `${TEST_DIR}/${dir}/${name}` })),
  ]),
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const testDir = getTestDirectory();
      const checks: [string, Check][] = [
        ['Directory existence', verifyDirectoriesExist],
        ['File classification', verifyFileClassification],
        ['No files in root', verifyNoFilesInRoot],
        ['File size validation', verifyFileSizes],
        ['Total file count', verifyTotalFileCount],
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
