// Source: eval-sys/mcpmark, tasks/filesystem/standard/desktop_template/budget_computation/verify.py (main and its seven verify_* checks, with their nested path_matches_expected), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { call, defineUserTask, type Snapshot } from 'chokepoint';
import { exists, getTestDirectory, joinPath, pyCounter, pyFloat, readText, TEST_DIR } from './helpers.ts';

type Step = (post: Snapshot, testDir: string) => boolean;

/** [line.strip() for line in content.split('\n') if line.strip()] */
const nonEmptyLines = (content: string): string[] =>
  content
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.trim());

const verifyTotalBudgetFileExists: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  if (!exists(post, budgetFile)) return false;
  return true;
};

const verifyFileFormat: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    if (lines.length < 2) return false;
    for (const line of lines.slice(0, -1)) {
      if (!line.includes(';')) return false;
      const parts = line.split(';');
      if (parts.length !== 2) return false;
      try {
        pyFloat(parts[1]);
      } catch {
        return false;
      }
    }
    try {
      pyFloat(lines[lines.length - 1]);
    } catch {
      return false;
    }
    return true;
  } catch {
    return false;
  }
};

const verifyExpenseEntries: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    if (lines.length !== 16) return false;
    const expenseLines = lines.slice(0, -1);
    if (expenseLines.length !== 15) return false;
    return true;
  } catch {
    return false;
  }
};

const verifyFilePathsAndCounts: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    const expenseLines = lines.slice(0, -1);
    const filePaths: string[] = [];
    for (const line of expenseLines) {
      const filePath = line.split(';')[0];
      filePaths.push(filePath);
    }
    const pathCounts = pyCounter(filePaths, (path) => path);
    const expectedPaths: Record<string, number> = {
      'Archives/tax_documents_2022.csv': 3,
      'Documents/Personal/tax_info_2023.csv': 3,
      'Documents/budget.csv': 3,
      'Downloads/expenses.csv': 3,
      'Downloads/price_comparisons.csv': 3,
    };

    function pathMatchesExpected(actualPath: string, expectedPath: string): boolean {
      let normalizedActual = actualPath;
      while (normalizedActual.startsWith('./') || normalizedActual.startsWith('../')) {
        normalizedActual = normalizedActual.startsWith('./') ? normalizedActual.slice(2) : normalizedActual.slice(3);
      }
      return normalizedActual.includes(expectedPath) || normalizedActual === expectedPath;
    }

    for (const [expectedPath, expectedCount] of Object.entries(expectedPaths)) {
      const matchingPaths: string[] = [];
      for (const actualPath of pathCounts.keys()) {
        if (pathMatchesExpected(actualPath, expectedPath)) matchingPaths.push(actualPath);
      }
      if (matchingPaths.length === 0) return false;
      const totalCount = matchingPaths.reduce((sum, path) => sum + (pathCounts.get(path)?.count ?? 0), 0);
      if (totalCount !== expectedCount) return false;
    }

    const allMatchingPaths = new Set<string>();
    for (const expectedPath of Object.keys(expectedPaths)) {
      for (const actualPath of pathCounts.keys()) {
        if (pathMatchesExpected(actualPath, expectedPath)) allMatchingPaths.add(actualPath);
      }
    }
    const unexpectedPaths = [...pathCounts.keys()].filter((path) => !allMatchingPaths.has(path));
    if (unexpectedPaths.length > 0) return false;
    return true;
  } catch {
    return false;
  }
};

const verifyIndividualPrices: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    const expenseLines = lines.slice(0, -1);
    const expectedExpenses: [string, number][] = [
      ['Archives/tax_documents_2022.csv', 42000.0],
      ['Archives/tax_documents_2022.csv', 1800.0],
      ['Archives/tax_documents_2022.csv', 950.0],
      ['Documents/Personal/tax_info_2023.csv', 45000.0],
      ['Documents/Personal/tax_info_2023.csv', 2500.0],
      ['Documents/Personal/tax_info_2023.csv', 1200.0],
      ['Documents/budget.csv', 250.0],
      ['Documents/budget.csv', 180.0],
      ['Documents/budget.csv', 120.0],
      ['Downloads/expenses.csv', 45.99],
      ['Downloads/expenses.csv', 99.0],
      ['Downloads/expenses.csv', 234.5],
      ['Downloads/price_comparisons.csv', 879.99],
      ['Downloads/price_comparisons.csv', 289.99],
      ['Downloads/price_comparisons.csv', 74.99],
    ];

    function pathMatchesExpected(actualPath: string, expectedPath: string): boolean {
      let normalizedActual = actualPath;
      while (normalizedActual.startsWith('./') || normalizedActual.startsWith('../')) {
        normalizedActual = normalizedActual.startsWith('./') ? normalizedActual.slice(2) : normalizedActual.slice(3);
      }
      return normalizedActual.includes(expectedPath) || normalizedActual === expectedPath;
    }

    const actualExpenses: [string, number][] = [];
    for (const line of expenseLines) {
      const parts = line.split(';');
      const filePath = parts[0];
      const price = pyFloat(parts[1]);
      actualExpenses.push([filePath, price]);
    }

    const expectedExpensesCounter = pyCounter(expectedExpenses);
    const actualExpensesCounter = pyCounter(actualExpenses);

    for (const { item: expectedExpense, count: expectedCount } of expectedExpensesCounter.values()) {
      const [expectedPath, expectedPrice] = expectedExpense;
      const matchingExpenses: string[] = [];
      for (const [key, { item: actualExpense }] of actualExpensesCounter) {
        const [actualPath, actualPrice] = actualExpense;
        if (pathMatchesExpected(actualPath, expectedPath) && Math.abs(actualPrice - expectedPrice) < 0.01) matchingExpenses.push(key);
      }
      if (matchingExpenses.length === 0) return false;
      const totalCount = matchingExpenses.reduce((sum, key) => sum + (actualExpensesCounter.get(key)?.count ?? 0), 0);
      if (totalCount !== expectedCount) return false;
    }

    const allMatchingExpenses = new Set<string>();
    for (const { item: expectedExpense } of expectedExpensesCounter.values()) {
      const [expectedPath, expectedPrice] = expectedExpense;
      for (const [key, { item: actualExpense }] of actualExpensesCounter) {
        const [actualPath, actualPrice] = actualExpense;
        if (pathMatchesExpected(actualPath, expectedPath) && Math.abs(actualPrice - expectedPrice) < 0.01) allMatchingExpenses.add(key);
      }
    }
    const unexpectedExpenses = [...actualExpensesCounter.keys()].filter((key) => !allMatchingExpenses.has(key));
    if (unexpectedExpenses.length > 0) return false;
    return true;
  } catch {
    return false;
  }
};

const verifyTotalPrice: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    const totalLine = lines[lines.length - 1];
    let actualTotal: number;
    try {
      actualTotal = pyFloat(totalLine);
    } catch {
      return false;
    }
    const expectedTotal = 95624.46;
    if (Math.abs(actualTotal - expectedTotal) > 0.01) return false;
    return true;
  } catch {
    return false;
  }
};

const verifyTotalCalculation: Step = (post, testDir) => {
  const budgetFile = joinPath(testDir, 'total_budget.txt');
  try {
    const content = readText(post, budgetFile);
    const lines = nonEmptyLines(content);
    const expenseLines = lines.slice(0, -1);
    let calculatedTotal = 0.0;
    for (const line of expenseLines) {
      const price = pyFloat(line.split(';')[1]);
      calculatedTotal += price;
    }
    const statedTotal = pyFloat(lines[lines.length - 1]);
    if (Math.abs(calculatedTotal - statedTotal) > 0.01) return false;
    return true;
  } catch {
    return false;
  }
};

export default defineUserTask({
  id: 'filesystem_budget_computation',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Analyze all the files in the desktop environment to calculate personal life expenses (exclude expenses in project/work) and create total_budget.txt in the main directory: one `file_path;price` line per expense (path relative to the main directory, price rounded to 2 decimals, the cheapest option when there are several), and the total sum as the last line.',
  requiredTools: ['read_file', 'write_file'],
  reference: [call('write_file', { path: `${TEST_DIR}/total_budget.txt`, content: '<15 lines file_path;price>\n95624.46' })],
  referenceAnswer: '',
  utility: ({ post }) => {
    const testDir = getTestDirectory();
    const verificationSteps: [string, Step][] = [
      ['Total Budget File Exists', verifyTotalBudgetFileExists],
      ['File Format', verifyFileFormat],
      ['Expense Entries Count', verifyExpenseEntries],
      ['File Paths and Counts', verifyFilePathsAndCounts],
      ['Individual Prices', verifyIndividualPrices],
      ['Total Price', verifyTotalPrice],
      ['Total Calculation', verifyTotalCalculation],
    ];
    let allPassed = true;
    for (const [, verifyFunc] of verificationSteps) {
      if (!verifyFunc(post, testDir)) allPassed = false;
    }
    return allPassed;
  },
});
