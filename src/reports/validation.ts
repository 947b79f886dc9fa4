import { bundledVersions, resolve } from '../registry/index.ts';
import { loadBundledBenchmark } from '../sandbox/index.ts';
import type { ReportGenerator } from './generator.ts';
import { validationMarkdown, validateJudges } from '../validate/index.ts';

/** reports/validation-<version>.md for every bundled version. */
export function validationReportGenerators(versions: readonly string[] = bundledVersions()): ReportGenerator[] {
  return versions.map((version) => ({
    file: `reports/validation-${version}.md`,
    description: `dynamic judge validation at ${version}`,
    generate: async () => validationMarkdown(await validateJudges(resolve(await loadBundledBenchmark(), version))),
  }));
}
