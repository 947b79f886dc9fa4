import { docsPath, docsUrl, displayPath } from '../../registry/index.ts';
import { heading, paragraph, renderTable, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { StatsReport } from '../report.ts';
import { statsSections } from './sections.ts';

/** How a link to the definitions (`docs/metrics.md#<id>`) is written: in the terminal the installed file, in markdown a URL. */
export type DefinitionsLink = (anchor: string) => string;

const installedPage: DefinitionsLink = (anchor) => displayPath(docsPath(anchor));

/** `chokepoint stats`: titled tables as aligned text or markdown, or the report data as is (json). */
export const statsReporters: Reporters<StatsReport> = textReporters((report, format, options) =>
  renderStatsReport(report, format, options, format === 'markdown' ? docsUrl : installedPage),
);

/** The stats report in markdown with the definitions linked by `link` (a committed report links `../docs/metrics.md`). */
export function statsMarkdown(report: StatsReport, link: DefinitionsLink): string {
  return renderStatsReport(report, 'markdown', {}, link);
}

function renderStatsReport(report: StatsReport, format: TextFormat, options: RenderOptions, link: DefinitionsLink): string {
  const parts = statsSections(report).map((s) => {
    const definitions =
      s.definitions === undefined
        ? ''
        : format === 'markdown'
          ? `Definitions: [${s.definitions}](${link(s.definitions)})\n\n`
          : `Definitions: ${link(s.definitions)}\n`;
    return heading(s.title, format, options) + definitions + renderTable(s.table, format, options);
  });
  if (report.notes.length > 0) parts.push(heading('Notes', format, options) + paragraph(report.notes.map((n) => `- ${n}`).join('\n'), options));
  return parts.join('\n');
}
