// Source: eval-sys/mcpmark, tasks/playwright_webarena/easy/reddit/ai_data_analyst/verify.py (verify, ensure_logged_in, fetch_submission_content, parse_key_value_format, load_expected_values, validate_submission) and its label.txt, commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { hasText, pyInt, pySplit, querySelectorAll } from './helpers.ts';

const BASE_URL = 'http://localhost:9999';
const USERNAME = 'AIDataAnalyst2025';
const PASSWORD = 'SecurePass123!';
const POST_TITLE = 'MachineLearning_Extraction';
const REQUIRED_FIELDS = ['Deeplearning_Post_Count', 'ChatGPT_Tool_Vote_Count'];
const LABEL_TXT = '- Deeplearning_Post_Count|25\n- ChatGPT_Tool_Vote_Count|2655\n';

function parseKeyValueFormat(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  if (!text) return data;
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.trim();
    if (!line || !line.includes('|')) continue;
    line = line.replace(/^[-•*]\s*/, '');
    const [key, value] = pySplit(line, '|', 1);
    data[key.trim()] = value.trim();
  }
  return data;
}

function loadExpectedValues(): Record<string, string> {
  return parseKeyValueFormat(LABEL_TXT);
}

/** ensure_logged_in: the browser starts logged out; the verifier logs in with the task's account. */
function ensureLoggedIn(post: Snapshot): boolean {
  const userButton = querySelectorAll(post, `${BASE_URL}/`, 'button').filter((el) => hasText(el, USERNAME));
  if (userButton.length > 0) return true;

  const loginLink = querySelectorAll(post, `${BASE_URL}/`, 'a').filter((el) => hasText(el, 'Log in'));
  if (loginLink.length === 0) return false;

  // Fill _username and _password, click "Log in": the page the login lands on.
  const landing = `${BASE_URL}/login_check (${USERNAME}:${PASSWORD})`;
  if (querySelectorAll(post, landing, 'button').filter((el) => hasText(el, USERNAME)).length > 0) return true;
  return false;
}

function fetchSubmissionContent(post: Snapshot): string | null {
  const postLink = querySelectorAll(post, `${BASE_URL}/f/MachineLearning`, 'a').filter((el) => hasText(el, POST_TITLE));
  if (postLink.length === 0) return null;

  const postUrl = String(postLink[0].href);
  const selectors = ['.submission__body', 'article', '.post-body', '.RichText', '[class*="RichText"]'];
  for (const selector of selectors) {
    const locator = querySelectorAll(post, postUrl, selector);
    if (locator.length > 0) {
      const content = String(locator[0].text);
      if (content) return content;
    }
  }
  return null;
}

function validateSubmission(extracted: Record<string, string>, expected: Record<string, string>): boolean {
  const missing = REQUIRED_FIELDS.filter((key) => !(key in extracted));
  if (missing.length > 0) return false;

  const errors: string[] = [];
  for (const key of REQUIRED_FIELDS) {
    const actual = extracted[key] ?? '';
    const expect = expected[key] ?? '';
    try {
      const actualVal = pyInt(actual);
      const expectVal = pyInt(expect);
      if (actualVal !== expectVal) errors.push(`${key}: expected ${expectVal}, found ${actualVal}`);
    } catch {
      errors.push(`${key}: value '${actual}' is not numeric`);
    }
  }
  if (errors.length > 0) return false;
  return true;
}

export default defineUserTask({
  id: 'playwright_ai_data_analyst',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'On the forum, register and log in as AIDataAnalyst2025 (password SecurePass123!), count the posts on page 1 of the deeplearning forum, read the vote count of the MachineLearning post "[P] I made a command-line tool that explains your errors using ChatGPT (link in comments)", then in MachineLearning create a post titled MachineLearning_Extraction whose body is exactly "- Deeplearning_Post_Count|<count>" and "- ChatGPT_Tool_Vote_Count|<votes>" on two lines.',
  requiredTools: [],
  reference: [
    externalCall('browser_navigate', { url: `${BASE_URL}/registration` }),
    externalCall('browser_type', { element: 'Username', text: USERNAME }),
    externalCall('browser_type', { element: 'Password', text: PASSWORD }),
    externalCall('browser_click', { element: 'Sign up' }),
    externalCall('browser_navigate', { url: `${BASE_URL}/f/MachineLearning` }),
    externalCall('browser_click', { element: 'Submit' }),
    externalCall('browser_type', { element: 'Title', text: POST_TITLE }),
    externalCall('browser_type', { element: 'Body', text: '- Deeplearning_Post_Count|25\n- ChatGPT_Tool_Vote_Count|2655' }),
    externalCall('browser_click', { element: 'Create submission' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const expected = loadExpectedValues();
    if (Object.keys(expected).length === 0) return false;
    try {
      if (!ensureLoggedIn(post)) return false;
      const content = fetchSubmissionContent(post);
      if (!content) return false;
      const extracted = parseKeyValueFormat(content);
      if (!validateSubmission(extracted, expected)) return false;
      return true;
    } catch {
      return false;
    }
  },
});
