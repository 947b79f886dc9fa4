// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT name, capacity FROM stadium ORDER BY capacity DESC LIMIT 3
const GOLD: GoldQuery = (t) =>
  [...(t['stadium'] ?? [])]
    .sort((a, b) => Number(b['capacity']) - Number(a['capacity']))
    .slice(0, 3)
    .map((r) => [r['name'] as string, r['capacity'] as number]);

export default defineUserTask({
  id: "ic_sql_top3_capacity",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "Show the names and capacities of the three largest stadiums, largest first.",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT name, capacity FROM stadium ORDER BY capacity DESC LIMIT 3" })],
  referenceAnswer: "",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
