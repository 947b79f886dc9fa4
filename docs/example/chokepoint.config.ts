import { defineConfig } from 'chokepoint';

// Read as data, never run: literal values only. Every verb run in this folder (or below it) uses
// the judges and versions folders named here.
export default defineConfig({
  judges: 'judges',
  versions: 'versions',
  rules: {
    // Addresses compared case-sensitively miss mail that differs only in case: fail the build on them.
    'case-sensitive-identifier': 'error',
  },
});
