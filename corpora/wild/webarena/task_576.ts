// Source: web-arena-x/webarena, config_files/test.raw.json task 576 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__ with the func: locator gitlab_get_project_memeber_role, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { GITLAB, gitlabProjectMemberRole, mustInclude, unescapeHtml } from './helpers.ts';

const MEMBERS_URL = `${GITLAB}/byteblaze/a11y-webring.club/-/project_members`;

const TARGETS = [
  { url: MEMBERS_URL, account: 'abisubramanya27', mustInclude: ['Developer'] },
  { url: MEMBERS_URL, account: 'lahwaacz', mustInclude: ['Developer'] },
] as const;

export default defineUserTask({
  id: 'task_576',
  suite: 'webarena',
  version: '1.0.0',
  prompt: "Add the following users to repo a11y-webring.club as developer: ['abisubramanya27', 'lahwaacz']",
  requiredTools: [],
  reference: [
    externalCall('goto', { url: MEMBERS_URL }),
    externalCall('type', { element: 'Invite members', text: 'abisubramanya27' }),
    externalCall('type', { element: 'Invite members', text: 'lahwaacz' }),
    externalCall('select_option', { element: 'Select a role', option: 'Developer' }),
    externalCall('click', { element: 'Invite' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    for (const target of TARGETS) {
      const selectedElement = unescapeHtml(gitlabProjectMemberRole(post, target.url, target.account));
      for (const content of target.mustInclude) {
        const contentOr = content.split(' |OR| ');
        score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
      }
    }
    return score === 1;
  },
});
