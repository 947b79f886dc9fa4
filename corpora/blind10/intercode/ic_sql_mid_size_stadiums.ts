// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT name FROM stadium WHERE capacity BETWEEN 5000 AND 12000
const GOLD: GoldQuery = (t) =>
  (t['stadium'] ?? [])
    .filter((r) => Number(r['capacity']) >= 5000 && Number(r['capacity']) <= 12000)
    .map((r) => [r['name'] as string]);

export default defineUserTask({
  id: "ic_sql_mid_size_stadiums",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "Which stadiums hold between 5000 and 12000 people?",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT name FROM stadium WHERE capacity BETWEEN 5000 AND 12000" })],
  referenceAnswer: "",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
