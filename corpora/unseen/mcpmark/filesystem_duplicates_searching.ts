// Source: eval-sys/mcpmark, tasks/filesystem/standard/file_context/duplicates_searching/verify.py (main and its six verify_* checks, calculate_file_hash, get_expected_*), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, isDir, isFile, iterdir, joinPath, readText, TEST_DIR } from './helpers.ts';

type Step = (post: Snapshot, testDir: string) => boolean;

/** calculate_file_hash: the MD5 of the file's bytes; files with the same content have the same hash (README), so the content stands for it. */
function calculateFileHash(post: Snapshot, filePath: string): string | null {
  try {
    return readText(post, filePath);
  } catch {
    return null;
  }
}

const verifyDuplicatesDirectoryExists: Step = (post, testDir) => {
  const duplicatesDir = joinPath(testDir, 'duplicates');
  if (!exists(post, duplicatesDir)) return false;
  if (!isDir(post, duplicatesDir)) return false;
  return true;
};

function getExpectedDuplicateGroups(): Record<string, string[]> {
  return {
    group1: ['file_01.txt', 'file_02.txt'],
    group2: ['file_03.txt', 'file_04.txt'],
    group3: ['file_07.txt', 'file_08.txt'],
    group4: ['file_10.txt', 'file_11.txt'],
    group5: ['file_13.txt', 'file_14.txt'],
    group6: ['file_15.txt', 'file_16.txt'],
    group7: ['file_18.txt', 'file_19.txt'],
  };
}

function getExpectedUniqueFiles(): string[] {
  return ['file_05.txt', 'file_06.txt', 'file_09.txt', 'file_12.txt', 'file_17.txt', 'file_20.txt'];
}

const verifyDuplicateFilesMoved: Step = (post, testDir) => {
  const duplicatesDir = joinPath(testDir, 'duplicates');
  const expectedDuplicateGroups = getExpectedDuplicateGroups();
  const missingFiles: string[] = [];
  for (const files of Object.values(expectedDuplicateGroups)) {
    for (const filename of files) {
      const filePath = joinPath(duplicatesDir, filename);
      if (!exists(post, filePath)) missingFiles.push(filename);
    }
  }
  if (missingFiles.length > 0) return false;
  return true;
};

const verifyUniqueFilesRemain: Step = (post, testDir) => {
  const expectedUniqueFiles = getExpectedUniqueFiles();
  const missingFiles: string[] = [];
  for (const filename of expectedUniqueFiles) {
    const filePath = joinPath(testDir, filename);
    if (!exists(post, filePath)) missingFiles.push(filename);
  }
  if (missingFiles.length > 0) return false;
  return true;
};

const verifyNoDuplicateFilesInOriginal: Step = (post, testDir) => {
  const expectedDuplicateGroups = getExpectedDuplicateGroups();
  const remainingDuplicates: string[] = [];
  for (const files of Object.values(expectedDuplicateGroups)) {
    for (const filename of files) {
      const filePath = joinPath(testDir, filename);
      if (exists(post, filePath)) remainingDuplicates.push(filename);
    }
  }
  if (remainingDuplicates.length > 0) return false;
  return true;
};

const verifyContentIntegrity: Step = (post, testDir) => {
  const duplicatesDir = joinPath(testDir, 'duplicates');
  const expectedDuplicateGroups = getExpectedDuplicateGroups();
  for (const files of Object.values(expectedDuplicateGroups)) {
    if (files.length < 2) continue;
    const firstFile = joinPath(duplicatesDir, files[0]);
    if (!exists(post, firstFile)) return false;
    const firstHash = calculateFileHash(post, firstFile);
    if (firstHash === null) return false;
    for (const filename of files.slice(1)) {
      const filePath = joinPath(duplicatesDir, filename);
      if (!exists(post, filePath)) return false;
      const fileHash = calculateFileHash(post, filePath);
      if (fileHash === null) return false;
      if (fileHash !== firstHash) return false;
    }
  }
  return true;
};

const verifyTotalFileCount: Step = (post, testDir) => {
  const duplicatesDir = joinPath(testDir, 'duplicates');
  const originalFiles = iterdir(post, testDir).filter((f) => isFile(post, f));
  const duplicateFiles = iterdir(post, duplicatesDir).filter((f) => isFile(post, f));
  const expectedDuplicates = 14;
  const actualDuplicates = duplicateFiles.length;
  if (actualDuplicates !== expectedDuplicates) return false;
  return true;
};

export default defineUserTask({
  id: 'filesystem_duplicates_searching',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "You are given a directory containing multiple text files. Some files have identical content and need to be organized. Identify all files with duplicate content and move them to a newly created 'duplicates' directory; leave unique files in their original location.",
  requiredTools: ['read_file'],
  reference: [
    externalCall('create_directory', { path: `${TEST_DIR}/duplicates` }),
    ...Object.values(getExpectedDuplicateGroups())
      .flat()
      .map((name) => externalCall('move_file', { source: `${TEST_DIR}/${name}`, destination: `${TEST_DIR}/duplicates/${name}` })),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const testDir = getTestDirectory();
    const verificationSteps: [string, Step][] = [
      ['Duplicates Directory Exists', verifyDuplicatesDirectoryExists],
      ['Duplicate Files Moved', verifyDuplicateFilesMoved],
      ['Unique Files Remain', verifyUniqueFilesRemain],
      ['No Duplicates in Original', verifyNoDuplicateFilesInOriginal],
      ['Content Integrity', verifyContentIntegrity],
      ['Duplicates Count', verifyTotalFileCount],
    ];
    let allPassed = true;
    for (const [, verifyFunc] of verificationSteps) {
      if (!verifyFunc(post, testDir)) allPassed = false;
    }
    return allPassed;
  },
});
