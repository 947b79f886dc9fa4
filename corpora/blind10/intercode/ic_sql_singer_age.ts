// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT age FROM singer WHERE name = 'Rose White'
const GOLD: GoldQuery = (t) => (t['singer'] ?? []).filter((r) => r['name'] === 'Rose White').map((r) => [r['age'] as number]);

export default defineUserTask({
  id: "ic_sql_singer_age",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "How old is Rose White?",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT age FROM singer WHERE name = 'Rose White'" })],
  referenceAnswer: "41",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
