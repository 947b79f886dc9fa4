import { PACKAGE_ROOT } from '../registry/index.ts';

/** The repository checkout the committed reports live in (this package's own root). */
export const REPO_ROOT = PACKAGE_ROOT;

/**
 * Committed reports under `reports/`. Each generator renders one file deterministically (no
 * timestamps, stable ordering); `chokepoint start` writes them all and a test fails when a
 * committed file differs from what its generator renders now.
 */
export interface ReportGenerator {
  /** Path relative to the repository root, e.g. `reports/taxonomy-1.2.0.md`. */
  readonly file: string;
  readonly description: string;
  generate(): Promise<string>;
}

/**
 * Where `npm start` writes the HTML viewer's site of the bundled benchmark. Regenerated, never
 * committed (ignored by git): its runs carry their own start times, durations and commit.
 */
export const SITE_DIR = 'reports/site';
