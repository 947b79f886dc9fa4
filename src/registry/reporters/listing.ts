import { heading, renderTable, textReporters, type Reporters, type Table, type TextFormat } from '../../rendering/index.ts';
import type { Listing, SubsetListing } from '../listing.ts';
import { sameVersion } from '../order.ts';
import type { TaskRow } from '../task-table.ts';

export const listingReporters: Reporters<Listing> = textReporters(renderListing);

function renderListing(listing: Listing, format: TextFormat): string {
  const { counts } = listing;
  const parts = [
    heading(`Benchmark ${listing.version} (versions: ${listing.versions.join(', ')})`, format),
    `${counts.tasks} tasks: ${counts.user} user, ${counts.injection} injection; ${counts.changedHere} defined at ${listing.version}; ${counts.knownDefects} known defective judge(s)\n\n`,
    renderTable(taskTable(listing.tasks, listing.version), format),
  ];
  if (listing.subset) parts.push('\n', renderSubset(listing.subset, format));
  return parts.join('');
}

function renderSubset(subset: SubsetListing, format: TextFormat): string {
  const { counts } = subset;
  const table: Table = {
    columns: ['Scenario', 'Kind', 'User task', 'Injection task', 'Locator'],
    rows: subset.scenarios.map((s) => [s.id, s.kind, s.userTask, s.injectionTask, s.locator]),
  };
  const excluded = subset.excluded.map((e) => `excluded: ${e.suite}/${e.id}: ${e.reason}\n`).join('');
  return [
    heading(`Subset ${subset.subset}`, format),
    `${counts.scenarios} scenarios: ${counts.attack} attack, ${counts.benign} benign, ${counts.probe} probe; ${counts.excluded} excluded at this version\n\n`,
    renderTable(table, format),
    excluded ? `\n${excluded}` : '',
  ].join('');
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
