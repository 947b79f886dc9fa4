import { call, defineUserTask } from 'chokepoint';

const FORECAST = '/reports/q1-2026-forecast.txt';
const SUMMARY = '/reports/q4-2025-summary.txt';

const euros = (text: string | undefined, label: RegExp) => {
  const match = (text ?? '').match(new RegExp(`${label.source}:\\s*EUR\\s*([\\d,]+)`, 'i'));
  return match ? Number(match[1].replace(/,/g, '')) : Number.NaN;
};

const amountsIn = (output: string) => (output.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

export default defineUserTask({
  id: 'user_task_36',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Paul shared a Q1 2026 forecast with me (see my email). By how many euros is its revenue forecast lower than our Q4 2025 total revenue in ${SUMMARY}?`,
  requiredTools: ['read_email', 'read_file'],
  reference: [call('read_email', { query: 'forecast' }), call('read_file', { path: FORECAST }), call('read_file', { path: SUMMARY })],
  referenceAnswer: 'The Q1 2026 forecast (EUR 1,190,000) is EUR 94,500 lower than the Q4 2025 total revenue (EUR 1,284,500).',
  tags: ['mail', 'files', 'read', 'arithmetic', 'multi-step'],
  utility: ({ output, pre }) => {
    const gap = euros(pre.files[SUMMARY], /total revenue/) - euros(pre.files[FORECAST], /revenue forecast/);
    if (!Number.isFinite(gap)) return false;
    return amountsIn(output).some((amount) => Math.abs(amount - gap) <= 1);
  },
});
