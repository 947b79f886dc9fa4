// The types of typescript.js: the compiler API that ts-morph bundles.
export { ts } from 'ts-morph';
