import type { RegisterCommand } from '../verb.ts';

/**
 * Verb -> loader of its registration, in help order. Verbs load lazily: `chokepoint list` must not
 * pay for the analyzer's TypeScript compiler or the harness, so the program loads only the verb it
 * runs (all of them for help or an unknown verb).
 */
export const commandLoaders: Readonly<Record<string, () => Promise<RegisterCommand>>> = {
  init: async () => (await import('./init.ts')).registerInit,
  list: async () => (await import('./list.ts')).registerList,
  'new-version': async () => (await import('./new-version.ts')).registerNewVersion,
  check: async () => (await import('./check.ts')).registerCheck,
  start: async () => (await import('./start.ts')).registerStart,
  stats: async () => (await import('./stats.ts')).registerStats,
  power: async () => (await import('./power.ts')).registerPower,
  run: async () => (await import('./run.ts')).registerRun,
  merge: async () => (await import('./merge.ts')).registerMerge,
  report: async () => (await import('./report.ts')).registerReport,
  diff: async () => (await import('./diff.ts')).registerDiff,
  lint: async () => (await import('./lint.ts')).registerLint,
  validate: async () => (await import('./validate.ts')).registerValidate,
  rescore: async () => (await import('./rescore.ts')).registerRescore,
  import: async () => (await import('./import.ts')).registerImport,
  ablation: async () => (await import('./ablation.ts')).registerAblation,
  view: async () => (await import('./view.ts')).registerView,
};
