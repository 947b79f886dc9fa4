import { describe, expect, it } from 'vitest';
import { loadBenchmark } from '../../src/sandbox/index.ts';
import { renderTasksReport } from '../../src/reports/tasks.ts';
import { fixtureCase } from '../registry/fixture-paths.ts';

describe('reports/tasks.md renderer', () => {
  it('has one overview row and one section per version, in semver order, with counts and documented defects', async () => {
    const report = renderTasksReport(await loadBenchmark(fixtureCase('valid')));
    const overview = report.split('\n').filter((l) => /^\| 1\./.test(l)).map((l) => l.split('|').map((c) => c.trim()).slice(1, -1));
    expect(overview).toEqual([
      ['1.0.0', '2026-01-05', '3', '2', '1', '3', '2', '3', '2', '1'],
      ['1.9.0', '2026-02-01', '3', '2', '1', '1', '1', '3', '2', '1'],
      ['1.10.0-rc.1', '2026-02-20', '4', '3', '1', '2', '0', '5', '3', '1'],
      ['1.10.0', '2026-03-01', '4', '3', '1', '1', '0', '5', '3', '1'],
    ]);
    expect([...report.matchAll(/^## (\S+)/gm)].map((m) => m[1])).toEqual(['1.0.0', '1.9.0', '1.10.0-rc.1', '1.10.0']);
    const section = (version: string) => report.split(`\n## ${version} `)[1].split('\n## ')[0];
    expect(section('1.0.0')).toContain('- `injection_task_1` (attack; name-only-attack): Any send_email counts.');
    expect(section('1.9.0')).toContain('- `user_task_1`: Checks the figure instead of any answer.');
    expect(section('1.10.0')).toContain('No known defective judges at this version.');
  });
});
