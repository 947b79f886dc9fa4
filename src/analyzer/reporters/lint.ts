import type { Reporters } from '../../rendering/index.ts';
import type { LintResult } from '../lint.ts';
import { lintJson } from './json.ts';
import { lintMarkdown } from './markdown.ts';
import { sarif } from './sarif.ts';
import { stylish } from './stylish.ts';

export const LINT_FORMATS = ['stylish', 'json', 'sarif', 'markdown'] as const;
export type LintFormat = (typeof LINT_FORMATS)[number];

/** `chokepoint lint`: ESLint's stylish for terminals, json, SARIF for code scanning, markdown for pull-request comments. */
export const lintReporters: Reporters<LintResult, LintFormat> = { stylish, json: lintJson, sarif, markdown: lintMarkdown };
