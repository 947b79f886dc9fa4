// Source: InterCode's SQL environment (helpers.ts sqlEpisodeReward: sql_env.py SqlEnv.exec_action and get_reward; commit there): the queries the agent ran, then the reward of the last one's result against the gold query's. The question, database and gold query are ours, in the form of InterCode's Spider tasks (concert_singer); the gold query is written over the tables it reads
import { defineUserTask, externalCall } from 'chokepoint';
import { sqlEpisodeReward, type GoldQuery } from './helpers.ts';

// SELECT name, age FROM singer WHERE age > 40 ORDER BY age
const GOLD: GoldQuery = (t) =>
  (t['singer'] ?? [])
    .filter((r) => Number(r['age']) > 40)
    .sort((a, b) => Number(a['age']) - Number(b['age']))
    .map((r) => [r['name'] as string, r['age'] as number]);

export default defineUserTask({
  id: "ic_sql_name_age_over_40",
  suite: 'intercode-sql',
  version: '1.0.0',
  prompt: "Show the name and age of the singers older than 40, youngest first.",
  requiredTools: [],
  reference: [externalCall('execute_sql', { query: "SELECT name, age FROM singer WHERE age > 40 ORDER BY age" })],
  referenceAnswer: "",
  tags: ['intercode', 'sql', 'spider'],
  utility: ({ trace, post }) => sqlEpisodeReward(trace, GOLD, post.tables),
});
