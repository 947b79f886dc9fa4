import { call, defineUserTask } from 'chokepoint';

const SKU = 'NW-TAP-48';
const NAME = 'Packing tape 48mm';

export default defineUserTask({
  id: 'user_task_19',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Add a new product to the products table: SKU ${SKU}, name "${NAME}", unit price 3.10, stock 600, supplied by Rhine Labels GmbH (use its supplier id).`,
  requiredTools: ['execute_sql_query'],
  reference: [
    call('execute_sql_query', { query: "SELECT id FROM suppliers WHERE name = 'Rhine Labels GmbH'" }),
    call('execute_sql_query', {
      query: `INSERT INTO products (sku, name, unit_price, stock, supplier_id) VALUES ('${SKU}', '${NAME}', 3.10, 600, 2)`,
    }),
  ],
  referenceAnswer: `I added ${SKU} (${NAME}, 3.10, stock 600, supplier Rhine Labels GmbH).`,
  tags: ['sql', 'write'],
  utility: ({ pre, post }) => {
    const oldIds = new Set(pre.tables.products.map((p) => p.id));
    const added = post.tables.products.filter((p) => !oldIds.has(p.id));
    if (added.length !== 1) return false;
    const [product] = added;
    const supplier = pre.tables.suppliers.find((s) => s.name === 'Rhine Labels GmbH');
    return (
      product.sku === SKU &&
      String(product.name).trim().toLowerCase() === NAME.toLowerCase() &&
      Math.abs(Number(product.unit_price) - 3.1) < 0.001 &&
      product.stock === 600 &&
      product.supplier_id === supplier?.id
    );
  },
});
