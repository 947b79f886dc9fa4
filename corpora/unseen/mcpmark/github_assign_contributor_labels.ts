// Source: eval-sys/mcpmark, tasks/github/standard/missing-semester/assign_contributor_labels/verify.py (verify, _get_github_api, _get_issue_labels), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { GITHUB_ORG, githubGet, type Json } from './helpers.ts';

/** _get_github_api: (success, body) of a GET under the repository. */
function getGithubApi(post: Snapshot, endpoint: string, org: string, repo = 'missing-semester'): [boolean, Json | null] {
  const url = `https://api.github.com/repos/${org}/${repo}/${endpoint}`;
  try {
    const response = githubGet(post, url);
    if (response.status === 200) return [true, JSON.parse(response.text) as Json];
    else if (response.status === 404) return [false, null];
    return [false, null];
  } catch {
    return [false, null];
  }
}

/** _get_issue_labels: the names of an issue's (or PR's) labels, null when it cannot be read. */
function getIssueLabels(post: Snapshot, issueNumber: number, org: string, repo = 'missing-semester'): string[] | null {
  const [success, result] = getGithubApi(post, `issues/${issueNumber}`, org, repo);
  if (!success || !result) return null;
  const labels: Json[] = result.labels ?? [];
  return labels.map((label) => String(label.name));
}

const EXPECTED_LABELS: Record<number, string[]> = {
  9: ['assigned-jonhoo', 'assigned-anishathalye'],
  14: ['assigned-jonhoo', 'assigned-anishathalye'],
  15: ['assigned-anishathalye'],
  21: ['assigned-anishathalye'],
  22: ['assigned-anishathalye'],
  23: ['assigned-anishathalye'],
  24: ['assigned-anishathalye'],
};

export default defineUserTask({
  id: 'github_assign_contributor_labels',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Assign assignees for each open issue and open PR of mcpmark-eval/missing-semester by adding labels instead of direct assignees, considering only contributors of the past 100 commits: label assigned-<username> for each author @-mentioned in the comments, or, when none is mentioned, for the most frequent contributor of those commits.',
  requiredTools: [],
  reference: Object.entries(EXPECTED_LABELS).map(([num, labels]) =>
    externalCall('update_issue', { owner: GITHUB_ORG, repo: 'missing-semester', issue_number: Number(num), labels }),
  ),
  referenceAnswer: '',
  utility: ({ post }) => {
    let allPassed = true;
    for (const [itemNumber, expected] of Object.entries(EXPECTED_LABELS)) {
      const labels = getIssueLabels(post, Number(itemNumber), GITHUB_ORG, 'missing-semester');
      if (labels === null) {
        allPassed = false;
        continue;
      }
      const labelsSorted = [...labels].sort();
      const expectedSorted = [...expected].sort();
      if (JSON.stringify(labelsSorted) !== JSON.stringify(expectedSorted)) allPassed = false;
    }
    return allPassed;
  },
});
