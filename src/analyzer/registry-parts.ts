/**
 * What the analyzer takes from the registry and the environment, imported from the files that
 * define it rather than through their entries: `chokepoint lint` then loads none of the registry's
 * loaders, checks and scaffolding nor the environment's tools and SQLite engine, which the entries
 * bring (271 modules at its start instead of 315; bench/README.md). Each import past an entry is
 * listed in DEEP_IMPORTS (test/architecture/layers.ts).
 */
export { formatJsonPath } from '../environment/json-location.ts';
export { linearPattern, linearPatternProblem, re2Engine } from '../registry/linear-pattern.ts';
export { compareVersions } from '../registry/order.ts';
export { displayPath, docsPath, docsUrl, PACKAGE_ROOT, packageVersion, repositoryUrl, versionedDocsUrl } from '../registry/paths.ts';
export { resolve } from '../registry/resolve.ts';
export { readManifestStatically } from '../registry/static-manifest.ts';
export { didYouMean } from '../registry/suggest.ts';
