import { heading, paragraph, renderTable, textReporters, type RenderOptions, type Reporters, type Table, type TextFormat } from '../../rendering/index.ts';
import type { Listing, SubsetListing } from '../listing.ts';
import { sameVersion } from '../order.ts';
import type { TaskRow } from '../task-table.ts';

export const listingReporters: Reporters<Listing> = textReporters(renderListing);

function renderListing(listing: Listing, format: TextFormat, options: RenderOptions): string {
  const { counts } = listing;
  const tasks: Table = {
    ...taskTable(listing.tasks, listing.version),
    summary: `${counts.tasks} tasks: ${counts.user} user, ${counts.injection} injection; ${counts.changedHere} defined at ${listing.version}; ${counts.knownDefects} known defective judge(s)`,
  };
  const parts = [heading(`Benchmark ${listing.version} (versions: ${listing.versions.join(', ')})`, format, options), renderTable(tasks, format, options)];
  if (listing.subset) parts.push('\n', renderSubset(listing.subset, format, options));
  return parts.join('');
}

function renderSubset(subset: SubsetListing, format: TextFormat, options: RenderOptions): string {
  const { counts } = subset;
  const kinds = [`${counts.benign} benign`, `${counts.attack} attack`, ...(counts.probe > 0 ? [`${counts.probe} probe`] : [])];
  const table: Table = {
    columns: ['Scenario', 'Kind', 'User task', 'Injection task', 'Locator'],
    rows: subset.scenarios.map((s) => [s.id, s.kind, s.userTask, s.injectionTask, s.locator]),
    summary: `${counts.scenarios} scenarios: ${kinds.join(', ')}; ${counts.excluded} excluded at this version`,
  };
  const excluded = subset.excluded.map((e) => `excluded: ${e.suite}/${e.id}: ${e.reason}`).join('\n');
  return [heading(`Subset ${subset.subset}`, format, options), renderTable(table, format, options), excluded ? `\n${paragraph(excluded, options)}` : ''].join(
    '',
  );
}

/** One row per resolved task; `Changed` marks definitions introduced or replaced at `resolvedVersion`. */
export function taskTable(rows: readonly TaskRow[], resolvedVersion: string): Table {
  return {
    columns: ['Suite', 'Task', 'Kind', 'Version', 'Changed', 'Known defects'],
    rows: rows.map((row) => [
      row.suite,
      row.id,
      row.kind,
      row.version,
      sameVersion(row.version, resolvedVersion) ? 'here' : '',
      row.knownDefects.map((d) => `${d.judge}: ${d.defects.join(', ')}`).join('; '),
    ]),
  };
}
