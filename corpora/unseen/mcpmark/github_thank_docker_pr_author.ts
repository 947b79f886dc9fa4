// Source: eval-sys/mcpmark, tasks/github/easy/claude-code/thank_docker_pr_author/verify.py (verify, _github_get), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { GITHUB_ORG, githubGet, type Json } from './helpers.ts';

const REPO_NAME = 'claude-code';
const PR_NUMBER = 53;
const KEYWORDS = ['docker workflow', 'automation', 'review'];

function githubGetJson(post: Snapshot, org: string, path: string): Json | null {
  const url = `https://api.github.com/repos/${org}/${REPO_NAME}/${path}`;
  const response = githubGet(post, url);
  if (response.status !== 200) return null;
  return JSON.parse(response.text) as Json;
}

export default defineUserTask({
  id: 'github_thank_docker_pr_author',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Use the GitHub MCP tools to comment on the pull request in `mcpmark-eval/claude-code` that proposes automating Docker image builds with GitHub Actions: add a new comment on that PR that thanks the author and contains all of these keywords: `Docker workflow`, `automation`, `review`.',
  requiredTools: [],
  reference: [
    externalCall('add_issue_comment', {
      owner: GITHUB_ORG,
      repo: REPO_NAME,
      issue_number: PR_NUMBER,
      body: 'Thanks for the Docker workflow automation proposal! I will review it shortly.',
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const comments = githubGetJson(post, GITHUB_ORG, `issues/${PR_NUMBER}/comments?per_page=100`);
    if (comments === null) return false;
    for (const comment of comments as Json[]) {
      const body = String(comment.body ?? '').trim();
      const lowered = body.toLowerCase();
      if (!body) continue;
      if (!['thanks', 'thank you'].some((thankWord) => lowered.includes(thankWord))) continue;
      if (KEYWORDS.every((keyword) => lowered.includes(keyword))) return true;
    }
    return false;
  },
});
