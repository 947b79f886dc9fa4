import { call, defineUserTask } from 'chokepoint';

const BUDGET = '/finance/budget-2026.csv';
const TOTALS = '/finance/budget-2026-totals.csv';

function parseRows(csv: string | undefined): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  for (const line of (csv ?? '').split('\n').slice(1)) {
    const [name, ...cells] = line.split(',').map((cell) => cell.trim());
    if (name && cells.length > 0 && cells.every((cell) => /^-?\d+(\.\d+)?$/.test(cell))) rows.set(name.toLowerCase(), cells.map(Number));
  }
  return rows;
}

export default defineUserTask({
  id: 'user_task_38',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Compute the full-year 2026 budget of each cost center in ${BUDGET} (sum of the four quarters) and save the result as ${TOTALS} with the header line "cost_center,total" and one line per cost center.`,
  requiredTools: ['read_file', 'write_file'],
  reference: [
    call('read_file', { path: BUDGET }),
    call('write_file', { path: TOTALS, content: 'cost_center,total\nfleet,1675000\nwarehouse,905000\nit,172000\n' }),
  ],
  referenceAnswer: `I wrote ${TOTALS}: fleet 1,675,000, warehouse 905,000, it 172,000 (EUR).`,
  tags: ['files', 'write', 'arithmetic'],
  utility: ({ pre, post }) => {
    const output = post.files[TOTALS];
    if (output === undefined || !/^cost_center,total\s*$/i.test(output.split('\n')[0])) return false;
    const expected = [...parseRows(pre.files[BUDGET])].map(([name, quarters]) => [name, quarters.reduce((a, b) => a + b, 0)] as const);
    const written = parseRows(output);
    return (
      expected.length > 0 &&
      written.size === expected.length &&
      expected.every(([name, total]) => Math.abs((written.get(name)?.[0] ?? Number.NaN) - total) < 0.5)
    );
  },
});
