import { loadBundledBenchmark } from '../sandbox/index.ts';
import type { ReportGenerator } from './generator.ts';
import { ablationMarkdown, ablateBenchmark } from '../rescore/index.ts';

/** reports/ablation.md: the D1-D4 ablation of the bundled benchmark at its latest version. */
export const ablationReport: ReportGenerator = {
  file: 'reports/ablation.md',
  description: 'D1-D4 ablation: stored traces re-scored under defective and corrected definitions',
  // Reports are kept in reports/, beside docs/.
  generate: async () => ablationMarkdown(await ablateBenchmark(await loadBundledBenchmark()), (anchor) => `../${anchor}`),
};
