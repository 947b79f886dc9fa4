/** The HTML viewer: a static site for run directories, and single-file HTML pages for the static analysis. */
export { diffPage, lintPage, taxonomyPage } from './analysis.ts';
export { bundledSite } from './bundled.ts';
export { collectRuns, collectSite, type ViewOptions } from './collect.ts';
export { escapeHtml, html, type Html } from './html.ts';
export type { SiteData } from './model.ts';
export { buildSite, siteReporters, writeSite, type SiteFile, type WrittenSite } from './site.ts';
