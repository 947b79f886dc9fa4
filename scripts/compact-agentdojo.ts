/**
 * Derives the compact AgentDojo data the repository keeps (`data/agentdojo/*.jsonl.br`) from the
 * published run archives, and proves each compact file imports exactly like its archive (same
 * records, warnings, problems and fingerprint). Prints the provenance table of data/agentdojo/README.md.
 *
 *   npx tsx scripts/compact-agentdojo.ts SOURCE_DIR OUT_DIR
 *
 * SOURCE_DIR holds one `<pipeline>.tar.gz` per pipeline (AgentDojo's `runs/<pipeline>` folders).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isArchive, readPipelines } from '../src/interop/agentdojo/archive.ts';
import { COMPACT_SUFFIX, compactPipeline } from '../src/interop/agentdojo/compact.ts';
import { importPipeline, importSource, type ImportedPipeline } from '../src/interop/agentdojo/import.ts';

const [sourceDir, outDir] = process.argv.slice(2);
if (!sourceDir || !outDir) {
  console.error('usage: npx tsx scripts/compact-agentdojo.ts SOURCE_DIR OUT_DIR');
  process.exit(2);
}

/** What an import says about a pipeline, without where it was read from. */
function comparable(p: ImportedPipeline): string {
  const strip = (text: string) => text.split(p.source).join('<source>');
  return strip(JSON.stringify({ records: p.records, problems: p.problems, warnings: p.warnings, fingerprint: p.manifest.suiteSha256, caseSet: p.caseSet }));
}

await mkdir(outDir, { recursive: true });
const rows: string[] = ['| pipeline | run files | derived from | SHA-256 of the archive | compact bytes |', '| --- | --- | --- | --- | --- |'];
let total = 0;
for (const name of (await readdir(sourceDir)).filter(isArchive).sort()) {
  const archive = join(sourceDir, name);
  const sha256 = createHash('sha256')
    .update(await readFile(archive))
    .digest('hex');
  const pipelines = await readPipelines(archive);
  if (pipelines.length !== 1) throw new Error(`${archive}: expected one pipeline, found ${pipelines.length}`);
  const [source] = pipelines;
  const out = join(outDir, `${source.pipeline}${COMPACT_SUFFIX}`);
  const compact = compactPipeline(source, { derivedFrom: basename(archive), sha256 });
  await writeFile(out, compact);
  const [fromCompact] = await importSource(out);
  if (comparable(fromCompact) !== comparable(importPipeline(source))) throw new Error(`${out}: imports differently from ${archive}`);
  if (fromCompact.derivedFrom !== name) throw new Error(`${out}: header names ${fromCompact.derivedFrom}, not ${name}`);
  total += compact.length;
  rows.push(`| ${source.pipeline} | ${source.files.length} | ${name} | \`${sha256}\` | ${compact.length} |`);
  console.error(`${out}: ${source.files.length} files, ${compact.length} bytes, imports identically`);
}
rows.push(`| all | | | | ${total} |`);
console.log(rows.join('\n'));
