import { paragraph, renderJson, textReporters, type Reporters } from '../../rendering/index.ts';
import type { MergeResult } from '../merge.ts';

/** `chokepoint merge`: one line saying what was joined (wrapped to the terminal), or the manifest of the merged run (json). */
export const mergeReporters: Reporters<MergeResult> = textReporters(
  (r, _format, options) =>
    paragraph(
      `merged ${r.parts} shard(s), ${r.records} record(s), into ${r.out}: ${r.manifest.agent}${r.manifest.model ? ` (${r.manifest.model})` : ''}, ${r.manifest.suite} at ${r.manifest.benchmarkVersion}, suite SHA-256 ${r.manifest.suiteSha256.slice(0, 12)}…`,
      options,
    ),
  (r) => renderJson({ out: r.out, parts: r.parts, records: r.records, manifest: r.manifest }),
);
