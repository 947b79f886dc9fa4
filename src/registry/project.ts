import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, parse as parsePath, resolve as resolvePath } from 'node:path';
import { z } from 'zod';
import type { ChokepointConfig } from '../contract/index.ts';
import { STATIC_DEFECT_IDS } from '../contract/index.ts';
import { didYouMean } from './suggest.ts';
import { findJsonSyntaxError, formatJsonPath, locateJsonPath } from '../environment/json-location.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { linearPatternProblem } from './linear-pattern.ts';
import { readLiteralExport } from './literal-module.ts';
import { displayPath } from './paths.ts';

/**
 * A project is a folder of the user's own benchmark: its `judges/` and `versions/`, and the config
 * file that says how to lint them. Every verb run inside one defaults to its folders; the bundled
 * benchmark is the default only where the project has none.
 */
export const CONFIG_FILE_NAMES = ['chokepoint.config.ts', 'chokepoint.config.json'] as const;

export interface ProjectConfig {
  readonly file: string;
  readonly config: ChokepointConfig;
  /** 1-based line of the value at a path of the config (for errors found later, e.g. a rule option). */
  readonly lineOf: (path: readonly PropertyKey[]) => number | undefined;
}

export interface Project {
  /** The folder of the config file, or the working folder when there is none. */
  readonly root: string;
  readonly config?: ProjectConfig;
  /** The project's judges folder, when it has one. */
  readonly judgesDir?: string;
  /** The project's versions folder, when it has a judges folder. */
  readonly versionsDir?: string;
}

const level = z.enum(['off', 'warn', 'warning', 'error']);
const ruleOptions = z.record(z.string(), z.unknown());
const ruleConfig = z.union([level, z.tuple([level]), z.tuple([level, ruleOptions])], {
  error: 'expected a level (off, warning, error) or [level, { ...options }]',
});
const ruleId = z.enum(STATIC_DEFECT_IDS);
/** A pattern `lint` matches against judge literals: it must run in linear time (`linear-pattern.ts`). */
const regexSource = z.string().superRefine((source, ctx) => {
  const problem = linearPatternProblem(source);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});
const identifierSettings = z.strictObject({ patterns: z.array(regexSource).optional(), fields: z.array(z.string().min(1)).optional() });

const configSchema = z.strictObject({
  judges: z.string().min(1).optional(),
  versions: z.string().min(1).optional(),
  rules: z.partialRecord(ruleId, ruleConfig).optional(),
  ignores: z.array(z.string().min(1)).optional(),
  identifiers: identifierSettings.extend({ suites: z.record(z.string(), identifierSettings).optional() }).optional(),
  unusedDisables: z.enum(['off', 'warning', 'error']).optional(),
});

/** A folder that is a project's root: a package's (package.json) or a repository's (.git). */
function isProjectRoot(dir: string): boolean {
  return existsSync(join(dir, 'package.json')) || existsSync(join(dir, '.git'));
}

/**
 * The nearest `chokepoint.config.{ts,json}` in `from` or a folder above it, up to the project root
 * (the nearest folder holding a package.json or a .git) and never above the home folder: a config
 * of a folder above the project (a shared checkout, a home folder) does not decide for it.
 */
export function findConfigFile(from: string): string | undefined {
  let dir = resolvePath(from);
  const { root } = parsePath(dir);
  const home = homedir();
  for (;;) {
    const found = CONFIG_FILE_NAMES.map((name) => join(dir, name)).filter((file) => existsSync(file));
    if (found.length > 1) {
      throw new ChokepointError('config', `two config files in one folder: ${found.map((f) => displayPath(f)).join(' and ')}; keep one`, {
        file: displayPath(found[0]),
      });
    }
    if (found.length === 1) return found[0];
    const parent = dirname(dir);
    if (dir === root || isProjectRoot(dir) || parent === home) return undefined;
    dir = parent;
  }
}

/** The project the working folder is in: its config (validated) and its judges and versions folders. */
export function findProject(cwd: string = process.cwd()): Project {
  const file = findConfigFile(cwd);
  if (file === undefined) {
    const judgesDir = join(resolvePath(cwd), 'judges');
    return isDirectory(judgesDir) ? { root: resolvePath(cwd), judgesDir, versionsDir: join(resolvePath(cwd), 'versions') } : { root: resolvePath(cwd) };
  }
  const config = readConfig(file);
  const root = dirname(file);
  const folder = (key: 'judges' | 'versions'): string | undefined => {
    const given = config.config[key];
    const dir = resolvePath(root, given ?? key);
    if (given !== undefined && !isDirectory(dir)) {
      throw new ChokepointError('config', `no such folder: ${displayPath(dir)}`, { file: displayPath(file), line: config.lineOf([key]), field: key });
    }
    return dir;
  };
  const judgesDir = folder('judges');
  const versionsDir = folder('versions');
  return isDirectory(judgesDir!) ? { root, config, judgesDir, versionsDir } : { root, config };
}

/** Reads and validates one config file; every problem is reported, each with its line. */
export function readConfig(file: string): ProjectConfig {
  const where = { file: displayPath(file) };
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new ChokepointError('config', `cannot read: ${cause instanceof Error ? cause.message : String(cause)}`, where);
  }
  const data = file.endsWith('.json') ? readJson(source, where) : readTypeScript(file, source, where);
  const parsed = configSchema.safeParse(data.value);
  if (!parsed.success) {
    throw new ChokepointErrors(
      sortedByLine(
        parsed.error.issues.map((issue) => {
          const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
          const what = issue.path.length === 1 && issue.path[0] === 'rules' ? 'rule' : 'field';
          const known = what === 'rule' ? `; rules: ${STATIC_DEFECT_IDS.join(', ')}` : '';
          const candidates = what === 'rule' ? STATIC_DEFECT_IDS : issue.path.length === 0 ? Object.keys(configSchema.shape) : [];
          const message =
            issue.code === 'unrecognized_keys'
              ? `unknown ${what}${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}${didYouMean(issue.keys[0], candidates)}${known}`
              : issue.message;
          return new ChokepointError('config', message, { ...where, line: data.lineOf(path), field: formatJsonPath(path) || undefined });
        }),
      ),
    );
  }
  return { file, config: parsed.data, lineOf: data.lineOf };
}

interface ConfigData {
  readonly value: unknown;
  readonly lineOf: (path: readonly PropertyKey[]) => number | undefined;
}

function readJson(source: string, where: { file: string }): ConfigData {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  try {
    return { value: JSON.parse(text), lineOf: (path) => locateJsonPath(text, path)?.line };
  } catch (cause) {
    const problem = findJsonSyntaxError(text);
    throw new ChokepointError('config', `invalid JSON: ${problem?.message ?? (cause as Error).message}`, {
      ...where,
      line: problem?.line,
      column: problem?.column,
    });
  }
}

function readTypeScript(file: string, source: string, where: { file: string }): ConfigData {
  const read = readLiteralExport(file, source, { builders: ['defineConfig'], plainObject: true });
  if (!read.ok) {
    throw new ChokepointError('config', `${read.problem} (the config is read as data, never run: \`export default defineConfig({...})\` of literal values)`, {
      ...where,
      line: read.line,
      field: read.field,
    });
  }
  return { value: read.value, lineOf: read.lineOf };
}

function sortedByLine(errors: ChokepointError[]): ChokepointError[] {
  return errors.sort((a, b) => (a.location.line ?? 0) - (b.location.line ?? 0));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
