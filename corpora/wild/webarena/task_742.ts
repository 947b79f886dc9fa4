// Source: web-arena-x/webarena, config_files/test.raw.json task 742 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateLocator, GITLAB, mustInclude, pageContent, unescapeHtml } from './helpers.ts';

const PROJECT_URL = `${GITLAB}/byteblaze/planner`;
const MEMBERS_URL = `${GITLAB}/byteblaze/planner/-/project_members`;

export default defineUserTask({
  id: 'task_742',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Create a new private project "planner" and add Abishek, Vinta as members',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${GITLAB}/projects/new#blank_project` }),
    externalCall('type', { element: 'Project name', text: 'planner' }),
    externalCall('click', { element: 'Visibility Level: Private' }),
    externalCall('click', { element: 'Create project' }),
    externalCall('goto', { url: MEMBERS_URL }),
    externalCall('type', { element: 'Invite members', text: 'abisubramanya27' }),
    externalCall('type', { element: 'Invite members', text: 'vinta' }),
    externalCall('click', { element: 'Invite' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const visibility = unescapeHtml(
      evaluateLocator(post, PROJECT_URL, "document.querySelector('.visibility-icon').getAttribute('title')"),
    );
    for (const content of ['private']) {
      score *= content.split(' |OR| ').map((c) => mustInclude(c, visibility)).some(Boolean) ? 1 : 0;
    }
    const membersPage = unescapeHtml(pageContent(post, MEMBERS_URL));
    for (const content of ['@abisubramanya27', '@vinta']) {
      score *= content.split(' |OR| ').map((c) => mustInclude(c, membersPage)).some(Boolean) ? 1 : 0;
    }
    return score === 1;
  },
});
