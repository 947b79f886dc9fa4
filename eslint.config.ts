import js from '@eslint/js';
import type { Linter } from 'eslint';
import { defineConfig } from 'eslint/config';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { LAYERS } from './test/architecture/layers.ts';

/**
 * The layer rule of docs/architecture.md as `no-restricted-imports`, from the same table the layer
 * test checks (test/architecture/layers.ts): a folder module may not import a folder module of its
 * own layer or above. The test also covers file modules and dynamic imports; this gives the editor
 * the same answer while typing.
 */
const layerRules: Linter.Config[] = LAYERS.flatMap((modules, rank) =>
  modules
    .filter((module) => module !== 'index' && module !== 'errors')
    .map((module): Linter.Config => {
      const forbidden = LAYERS.slice(rank)
        .flat()
        .filter((other) => other !== module && other !== 'index' && other !== 'errors');
      return {
        files: [`src/${module}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: forbidden.map((other) => ({
                group: [`**/${other}/**`, `../${other}/*`],
                message: `layer rule: src/${module}/ may not import src/${other}/ (same layer or above; docs/architecture.md)`,
              })),
              paths: module === 'cli' ? [] : [{ name: 'commander', message: 'only src/cli/ imports commander (docs/architecture.md)' }],
            },
          ],
        },
      };
    }),
);

export default defineConfig(
  {
    ignores: ['node_modules/**', 'judges/**', 'versions/**', 'corpora/**', 'reports/**', 'test/fixtures/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'] },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      // Async methods implementing a Promise-returning interface (Agent.next, FeasibilityCheck.run,
      // JudgeModel.complete) stay `async` without awaiting anything, so that a throw becomes a
      // rejection exactly as in the implementations that do await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Tests read what the CLI and the library print: JSON.parse gives `any`, and the assertions
      // on it are the check. Typing every parsed document would only restate the expectations.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/stats/special.ts'],
    rules: {
      // Coefficients are copied digit for digit from the published tables they come from; each
      // literal rounds to the nearest double, which is what the algorithms were derived for.
      'no-loss-of-precision': 'off',
    },
  },
  ...layerRules,
  {
    // The one JavaScript module in src/ (src/analyzer/typescript.js, typed by its .d.ts) is not part of the TypeScript program.
    files: ['src/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
