// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT name FROM stadium
const GOLD: GoldQuery = (t) => (t['stadium'] ?? []).map((r) => [r['name'] as string]);

export default defineUserTask({
  id: "ic_sql_stadium_names",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "What are the names of all stadiums?",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT name FROM stadium" })],
  referenceAnswer: "",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
