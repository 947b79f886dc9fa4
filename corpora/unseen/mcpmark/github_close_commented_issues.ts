// Source: eval-sys/mcpmark, tasks/github/easy/build-your-own-x/close_commented_issues/verify.py (verify, _fetch_issue), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { GITHUB_ORG, githubGet, type Json } from './helpers.ts';

const REPO_NAME = 'build-your-own-x';
const TARGET_ISSUES = [23, 25];

function fetchIssue(post: Snapshot, org: string, num: number): Json | null {
  const url = `https://api.github.com/repos/${org}/${REPO_NAME}/issues/${num}`;
  const response = githubGet(post, url);
  if (response.status !== 200) return null;
  try {
    return JSON.parse(response.text) as Json;
  } catch {
    return null;
  }
}

export default defineUserTask({
  id: 'github_close_commented_issues',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt: 'Use the GitHub MCP tools to close every issue in `mcpmark-eval/build-your-own-x` that already has at least one comment. Leave all other issues unchanged.',
  requiredTools: [],
  reference: TARGET_ISSUES.map((num) => externalCall('update_issue', { owner: GITHUB_ORG, repo: REPO_NAME, issue_number: num, state: 'closed' })),
  referenceAnswer: '',
  utility: ({ post }) => {
    const org = GITHUB_ORG;
    let success = true;
    for (const issueNumber of TARGET_ISSUES) {
      const data = fetchIssue(post, org, issueNumber);
      if (data === null) {
        success = false;
        continue;
      }
      const state = String(data.state ?? '').toLowerCase();
      if (state !== 'closed') success = false;
    }
    return success;
  },
});
