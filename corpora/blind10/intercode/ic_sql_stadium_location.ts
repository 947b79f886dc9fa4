// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT location FROM stadium WHERE name = 'Hampden Park'
const GOLD: GoldQuery = (t) => (t['stadium'] ?? []).filter((r) => r['name'] === 'Hampden Park').map((r) => [r['location'] as string]);

export default defineUserTask({
  id: "ic_sql_stadium_location",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "Where is Hampden Park?",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT location FROM stadium WHERE name = 'Hampden Park'" })],
  referenceAnswer: "Glasgow",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
