// The types of typescript.js: the compiler API of the `typescript` package.
import * as ts from 'typescript';

export { ts };
