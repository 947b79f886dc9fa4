// Source: eval-sys/mcpmark, tasks/postgres/easy/dvdrental/create_payment_index/verify.py (main, check_payment_customer_id_index), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot, type SqlValue } from 'chokepoint';
import { sqlLike, table } from './helpers.ts';

/** check_payment_customer_id_index: is there any index on payment.customer_id? (its answer, and the indexes found) */
function checkPaymentCustomerIdIndex(post: Snapshot): [boolean, SqlValue[][]] {
  // SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'payment' AND indexdef LIKE '%customer_id%'
  const indexes = table(post, 'pg_indexes')
    .filter((r) => r.schemaname === 'public' && r.tablename === 'payment' && sqlLike(String(r.indexdef), '%customer_id%'))
    .map((r) => [r.indexname, r.indexdef]);
  return [indexes.length > 0, indexes];
}

export default defineUserTask({
  id: 'postgres_create_payment_index',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "Create an index to optimize customer payment queries in the DVD rental database: an index on the `payment` table's `customer_id` column (any name, standard CREATE INDEX syntax).",
  requiredTools: [],
  reference: [externalCall('execute_sql', { sql: 'CREATE INDEX idx_payment_customer_id ON payment (customer_id);' })],
  referenceAnswer: '',
  utility: ({ post }) => {
    try {
      const [hasIndex] = checkPaymentCustomerIdIndex(post);
      if (hasIndex) return true;
      return false;
    } catch {
      return false;
    }
  },
});
