import type { KnipConfig } from 'knip';

/**
 * Unused files, dependencies and exports. Entries: the package's `exports` and `bin` (read from
 * package.json), the bench scripts and the tests (vitest plugin). Judge, version and corpus
 * modules are data the registry loads by path, not code anything imports.
 */
const config: KnipConfig = {
  // The judge-location fixture is a judges folder with its own package (judge-kit), copied into
  // temporary projects by its test: data, not code of this repository.
  entry: ['bench/*.ts', 'scripts/*.ts', 'test/**/*.ts', '!test/fixtures/analyzer/locations/**'],
  project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '!test/fixtures/analyzer/locations/**'],
  // A type used by another declaration of its file stays exported: the declaration files of the
  // package need every type an exported one mentions.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // The hostile tests make a FIFO with the system's mkfifo (Node has no API for it), and mount a
  // read-only file system where they may.
  ignoreBinaries: ['mkfifo', 'mount', 'umount'],
};

export default config;
