// Source: eval-sys/mcpmark, tasks/github/easy/missing-semester/find_ga_tracking_id/verify.py (verify, _download_file), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { b64decodeUtf8, GITHUB_ORG, githubGet, type Json } from './helpers.ts';

// Either wording, whatever the case.
const EXPECTED_VARIANTS = new Set(['google analytics tracking id: g-p7wvhd84d1', 'analytics tracking id: g-p7wvhd84d1']);
const REPO_NAME = 'missing-semester';
const TARGET_FILE = 'ANSWER.md';
const BRANCH = 'master';

function downloadFile(post: Snapshot, org: string): string | null {
  const url = `https://api.github.com/repos/${org}/${REPO_NAME}/contents/${TARGET_FILE}?ref=${BRANCH}`;
  const response = githubGet(post, url);
  if (response.status !== 200) return null;
  const data = JSON.parse(response.text) as Json;
  try {
    return b64decodeUtf8(data.content ?? '').trim();
  } catch {
    return null;
  }
}

export default defineUserTask({
  id: 'github_find_ga_tracking_id',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Use the GitHub MCP tools to inspect the `mcpmark-eval/missing-semester` repository: determine the Analytics tracking ID the site declares in its configuration, create ANSWER.md in the repository root containing exactly `Analytics Tracking ID: <value you found>`, commit it and push to `master`.',
  requiredTools: [],
  reference: [
    externalCall('create_or_update_file', {
      owner: GITHUB_ORG,
      repo: REPO_NAME,
      path: TARGET_FILE,
      branch: BRANCH,
      content: 'Analytics Tracking ID: G-P7WVHD84D1',
      message: 'Add ANSWER.md',
    }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const answerContent = downloadFile(post, GITHUB_ORG);
    if (answerContent === null) return false;
    const normalized = answerContent.trim().toLowerCase();
    if (!EXPECTED_VARIANTS.has(normalized)) return false;
    return true;
  },
});
