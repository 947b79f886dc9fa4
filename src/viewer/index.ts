/** The HTML viewer: a static site for run directories, and single-file HTML pages for the static analysis. */
export { diffPage, lintPage, taxonomyPage } from './analysis.ts';
export { bundledRuns, bundledSite } from './bundled.ts';
export { collectSite } from './collect.ts';
export { buildSite, siteReporters, writeSite, type WrittenSite } from './site.ts';
