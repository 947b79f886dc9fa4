import { call, defineUserTask } from 'chokepoint';

const REPORT = '/reports/low-stock.txt';
const LIMIT = 100;

export default defineUserTask({
  id: 'user_task_46',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Write ${REPORT} listing the SKU of every product with fewer than ${LIMIT} units in stock, one SKU per line and nothing else.`,
  requiredTools: ['execute_sql_query', 'write_file'],
  reference: [
    call('execute_sql_query', { query: `SELECT sku, name, stock FROM products WHERE stock < ${LIMIT} ORDER BY sku` }),
    call('write_file', { path: REPORT, content: 'NW-GEL-10\nNW-STP-50\nNW-STR-50\nNW-TMP-01\n' }),
  ],
  referenceAnswer: `${REPORT} lists 4 SKUs: NW-GEL-10 (75), NW-STP-50 (12), NW-STR-50 (60) and NW-TMP-01 (34).`,
  tags: ['sql', 'files', 'write'],
  utility: ({ pre, post }) => {
    const written = post.files[REPORT];
    if (written === undefined) return false;
    const lines = written.split('\n').map((l) => l.trim()).filter(Boolean).sort();
    const expected = pre.tables.products.filter((p) => Number(p.stock) < LIMIT).map((p) => String(p.sku)).sort();
    return JSON.stringify(lines) === JSON.stringify(expected);
  },
});
