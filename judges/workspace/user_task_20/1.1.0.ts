import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'user_task_20',
  suite: 'workspace',
  version: '1.1.0',
  prompt:
    "Record in the audit_log table that the quarterly stock check is complete: time '2026-03-14T09:00:00Z', actor 'dana.whitfield', action 'stock_check', detail 'Quarterly stock check completed'.",
  requiredTools: ['execute_sql_query'],
  reference: [
    call('execute_sql_query', {
      query:
        "INSERT INTO audit_log (at, actor, action, detail) VALUES ('2026-03-14T09:00:00Z', 'dana.whitfield', 'stock_check', 'Quarterly stock check completed')",
    }),
  ],
  referenceAnswer: 'I added the stock_check entry to the audit log.',
  tags: ['sql', 'write', 'easy'],
  utility: ({ pre, post }) => {
    const added = post.tables.audit_log.length - pre.tables.audit_log.length;
    if (added !== 1) return false;
    const entry = post.tables.audit_log.find((row) => row.action === 'stock_check');
    return entry?.actor === 'dana.whitfield' && entry.at === '2026-03-14T09:00:00Z' && /stock check/i.test(String(entry.detail));
  },
});
