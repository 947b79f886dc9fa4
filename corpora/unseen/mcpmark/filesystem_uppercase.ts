// Source: eval-sys/mcpmark, tasks/filesystem/standard/file_context/uppercase/verify.py (main and its seven verify_* checks; count_words_in_file, which nothing calls, left out), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { call, defineUserTask, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, isDir, joinPath, pyInt, pySplit, readText, setsEqual, TEST_DIR } from './helpers.ts';

type Check = (post: Snapshot, testDir: string) => boolean;

const fileName = (i: number): string => `file_${String(i).padStart(2, '0')}.txt`;
const range = (start: number, stop: number): number[] => Array.from({ length: stop - start }, (_, k) => start + k);

const verifyUppercaseDirectoryExists: Check = (post, testDir) => {
  const uppercaseDir = joinPath(testDir, 'uppercase');
  if (!exists(post, uppercaseDir)) return false;
  if (!isDir(post, uppercaseDir)) return false;
  return true;
};

const verifyUppercaseFilesExist: Check = (post, testDir) => {
  const uppercaseDir = joinPath(testDir, 'uppercase');
  for (const i of range(1, 11)) {
    const filePath = joinPath(uppercaseDir, fileName(i));
    if (!exists(post, filePath)) return false;
  }
  return true;
};

const verifyUppercaseContent: Check = (post, testDir) => {
  const uppercaseDir = joinPath(testDir, 'uppercase');
  for (const i of range(1, 11)) {
    const filename = fileName(i);
    const originalFile = joinPath(testDir, filename);
    const uppercaseFile = joinPath(uppercaseDir, filename);
    if (!exists(post, originalFile)) return false;
    try {
      const originalContent = readText(post, originalFile);
      const uppercaseContent = readText(post, uppercaseFile);
      const expectedUppercase = originalContent.toUpperCase();
      if (uppercaseContent !== expectedUppercase) return false;
    } catch {
      return false;
    }
  }
  return true;
};

const verifyAnswerFileExists: Check = (post, testDir) => {
  const answerFile = joinPath(joinPath(testDir, 'uppercase'), 'answer.txt');
  if (!exists(post, answerFile)) return false;
  return true;
};

const verifyAnswerFormat: Check = (post, testDir) => {
  const answerFile = joinPath(joinPath(testDir, 'uppercase'), 'answer.txt');
  try {
    const content = readText(post, answerFile).trim();
    if (!content) return false;
    const lines = content.split('\n');
    if (lines.length !== 10) return false;
    for (const rawLine of lines) {
      const line = rawLine.trim();
      if (!line) return false;
      if (!line.includes(':')) return false;
      const parts = pySplit(line, ':', 1);
      if (parts.length !== 2) return false;
      const [filename, wordCountStr] = parts;
      if (!filename.endsWith('.txt') || !filename.startsWith('file_')) return false;
      try {
        const wordCount = pyInt(wordCountStr);
        if (wordCount <= 0) return false;
      } catch {
        return false;
      }
    }
    return true;
  } catch {
    return false;
  }
};

const verifyWordCountsAreCorrect: Check = (post, testDir) => {
  const answerFile = joinPath(joinPath(testDir, 'uppercase'), 'answer.txt');
  try {
    const content = readText(post, answerFile).trim();
    const lines = content.split('\n');
    const expectedCounts = [22, 22, 22, 22, 18, 22, 22, 22, 18, 20];
    const expectedEntries = new Set<string>();
    for (const i of range(1, 11)) {
      const filename = fileName(i);
      const expectedCount = expectedCounts[i - 1];
      if (i === 6) {
        expectedEntries.add(`${filename}:21`);
        expectedEntries.add(`${filename}:22`);
      } else {
        expectedEntries.add(`${filename}:${expectedCount}`);
      }
    }
    const foundEntries = new Set<string>();
    for (const rawLine of lines) {
      const line = rawLine.trim();
      if (expectedEntries.has(line)) foundEntries.add(line);
      else return false;
    }
    if (foundEntries.size !== 10) return false;
    return true;
  } catch {
    return false;
  }
};

const verifyAllFilesAreIncluded: Check = (post, testDir) => {
  const answerFile = joinPath(joinPath(testDir, 'uppercase'), 'answer.txt');
  try {
    const content = readText(post, answerFile).trim();
    const lines = content.split('\n');
    const foundFiles = new Set<string>();
    for (const line of lines) {
      const parts = pySplit(line, ':', 1);
      const filename = parts[0];
      foundFiles.add(filename);
    }
    const expectedFiles = new Set(range(1, 11).map(fileName));
    if (!setsEqual(foundFiles, expectedFiles)) return false;
    return true;
  } catch {
    return false;
  }
};

export default defineUserTask({
  id: 'filesystem_uppercase',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'You need to process 10 text files (file_01.txt to file_10.txt) and convert their content to uppercase format. Create an uppercase directory in the test environment root, save the converted files in uppercase/ with the same names, count the words in each original file, and create uppercase/answer.txt with one line `<filename>:<word_count>` per file.',
  requiredTools: ['read_file', 'write_file'],
  reference: [
    ...range(1, 11).map((i) => call('write_file', { path: `${TEST_DIR}/uppercase/${fileName(i)}`, content: `<${fileName(i)} upper-cased>` })),
    call('write_file', {
      path: `${TEST_DIR}/uppercase/answer.txt`,
      content: range(1, 11)
        .map((i) => `${fileName(i)}:${[22, 22, 22, 22, 18, 22, 22, 22, 18, 20][i - 1]}`)
        .join('\n'),
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const testDir = getTestDirectory();
      const checks: [string, Check][] = [
        ['Uppercase directory exists', verifyUppercaseDirectoryExists],
        ['Uppercase files exist', verifyUppercaseFilesExist],
        ['Uppercase content is correct', verifyUppercaseContent],
        ['Answer file exists in uppercase directory', verifyAnswerFileExists],
        ['Answer format is correct', verifyAnswerFormat],
        ['All files are included', verifyAllFilesAreIncluded],
        ['Word counts are correct', verifyWordCountsAreCorrect],
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
