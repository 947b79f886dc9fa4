import { call, defineUserTask } from 'chokepoint';

const CSV = '/reports/fleet-utilisation.csv';
const THRESHOLD = 75;

function underused(csv: string | undefined): Set<string> {
  const rows = (csv ?? '').split('\n').slice(1).map((line) => line.split(','));
  return new Set(rows.filter((r) => r.length === 4 && Number(r[2]) < THRESHOLD).map(([vehicle]) => vehicle.trim()));
}

export default defineUserTask({
  id: 'user_task_37',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Which vehicles in ${CSV} had a utilisation below ${THRESHOLD}%? List their vehicle ids.`,
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: CSV })],
  referenceAnswer: 'Two vehicles were below 75%: NW-TRK-04 (Rotterdam, 64%) and NW-VAN-11 (Manchester, 72%).',
  tags: ['files', 'read', 'easy'],
  utility: ({ output, pre }) => {
    const expected = underused(pre.files[CSV]);
    const named = new Set(output.toUpperCase().match(/NW-[A-Z]{3}-\d{2}/g) ?? []);
    // Set equality: every underused vehicle and no other.
    return expected.size > 0 && named.size === expected.size && [...expected].every((id) => named.has(id));
  },
});
