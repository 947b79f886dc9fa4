// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)
const GOLD: GoldQuery = (t) => {
  const ordered = new Set((t['orders'] ?? []).map((o) => o['customer_id']));
  return (t['customers'] ?? []).filter((c) => !ordered.has(c['id'] as number)).map((c) => [c['name'] as string]);
};

export default defineUserTask({
  id: "ic_sql_customers_without_orders",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "Which customers have never placed an order?",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)" })],
  referenceAnswer: "",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
