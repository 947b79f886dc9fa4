// Source: eval-sys/mcpmark, tasks/playwright/standard/eval_web/cloudflare_turnstile_challenge/verify.py (verify, get_model_response), commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall } from 'chokepoint';
import { getModelResponse } from './helpers.ts';

// The message the page shows once the challenge and the sign-in succeeded.
const EXPECTED_SUCCESS_MESSAGE = 'Authentication successful! Security challenge verified.';

export default defineUserTask({
  id: 'playwright_cloudflare_turnstile',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    'Use Playwright MCP tools to complete the Cloudflare Turnstile authentication challenge at https://eval-web.mcpmark.ai/auth/turnstile: fill in username "testuser" and password "password123", complete the Turnstile widget, click "Sign In", wait for the success message that appears inline and output it.',
  requiredTools: [],
  reference: [
    externalCall('browser_navigate', { url: 'https://eval-web.mcpmark.ai/auth/turnstile' }),
    externalCall('browser_type', { element: 'Username', text: 'testuser' }),
    externalCall('browser_type', { element: 'Password', text: 'password123' }),
    externalCall('browser_click', { element: 'Turnstile checkbox' }),
    externalCall('browser_click', { element: 'Sign In' }),
  ],
  referenceAnswer: EXPECTED_SUCCESS_MESSAGE,
  utility: ({ output }) => {
    const modelResponse = getModelResponse(output);
    if (!modelResponse) return false;
    if (modelResponse.includes(EXPECTED_SUCCESS_MESSAGE)) return true;
    return false;
  },
});
