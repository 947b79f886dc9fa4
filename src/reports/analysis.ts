import { bundledVersions, loadBenchmarkStatically } from '../registry/index.ts';
import type { ReportGenerator } from './generator.ts';
import { analyzeBenchmark, type BenchmarkAnalysis, judgeDiff, diffReporters, renderTaxonomyMarkdown, TAXONOMY_DOCS, taxonomyReport } from '../analyzer/index.ts';

/**
 * Committed reports of the bundled benchmark: `reports/taxonomy-<version>.md` for every version
 * and `reports/diff-<from>-<to>.md` for consecutive versions. The version list comes from the
 * manifest file names, so the generator list is known without loading anything.
 */
let analysis: Promise<BenchmarkAnalysis> | undefined;

/** The bundled benchmark analysed once per process: every committed report of it reads this one analysis. */
export function bundledAnalysis(): Promise<BenchmarkAnalysis> {
  analysis ??= loadBenchmarkStatically().then((benchmark) => analyzeBenchmark(benchmark));
  return analysis;
}

export function analyzerReportGenerators(versions: readonly string[] = bundledVersions()): ReportGenerator[] {
  const taxonomies = versions.map(
    (version): ReportGenerator => ({
      file: `reports/taxonomy-${version}.md`,
      description: `judge taxonomy and lint findings at ${version}`,
      // Reports are kept in reports/, beside docs/.
      generate: async () => renderTaxonomyMarkdown(taxonomyReport(await bundledAnalysis(), version), `../${TAXONOMY_DOCS}`),
    }),
  );
  const diffs = versions.slice(1).map(
    (to, i): ReportGenerator => ({
      file: `reports/diff-${versions[i]}-${to}.md`,
      description: `judge semantics changed from ${versions[i]} to ${to}`,
      generate: async () => diffReporters.markdown(judgeDiff(await bundledAnalysis(), versions[i], to)),
    }),
  );
  return [...taxonomies, ...diffs];
}
