import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type TypeScript from 'typescript';
import { ChokepointError } from '../errors.ts';
import { writeFileAtomic, writeNewFile } from '../output.ts';
import { compareNatural, compareVersions, isSemver } from './order.ts';
import { displayPath } from './paths.ts';
import { readManifestSource, readManifestStatically } from './static-manifest.ts';
import { typescriptApi } from './typescript-api.ts';

/**
 * `chokepoint new-version TASK --at X.Y.Z --why TEXT`: the next definition of a task starts as a
 * copy of its latest module with the version bumped, and the change is appended to the manifest
 * of X.Y.Z (created when it does not exist). The copy is identical to the definition it replaces,
 * so the registry reports it as a no-op change until the judge is actually changed.
 */
export interface NewVersionOptions {
  readonly judgesDir: string;
  readonly versionsDir: string;
  /** `user_task_3`, or `suite/user_task_3` when several suites have that task. */
  readonly task: string;
  readonly version: string;
  readonly why: string;
  /** The manifest date when one is created (YYYY-MM-DD). */
  readonly date: string;
}

export interface NewVersionResult {
  readonly suite: string;
  readonly task: string;
  /** The version the copy was made from. */
  readonly from: string;
  readonly version: string;
  /** Absolute paths. */
  readonly module: string;
  readonly manifest: string;
  readonly manifestCreated: boolean;
}

export async function addTaskVersion(options: NewVersionOptions): Promise<NewVersionResult> {
  const usage = (message: string, field?: string) => new ChokepointError('usage', message, { field });
  if (!isSemver(options.version)) throw usage(`"${options.version}" is not a semantic version (e.g. 1.2.0)`, '--at');
  if (options.why.trim() === '') throw usage('say why the task changes: --why "..." (it goes into the manifest)', '--why');
  const { suite, task, taskDir } = findTask(options.judgesDir, options.task);
  const manifestFile = join(options.versionsDir, `${options.version}.ts`);
  const manifestCreated = !existsSync(manifestFile);
  const versions = readdirSync(taskDir)
    .filter((f) => f.endsWith('.ts') && isSemver(f.slice(0, -3)))
    .map((f) => f.slice(0, -3))
    .sort(compareVersions);
  // A new-version stopped between writing the copy and the manifest left the copy: taken as written.
  const copied =
    versions.at(-1) === options.version &&
    versions.length > 1 &&
    unfinishedCopy(taskDir, versions.at(-2)!, options.version, manifestCreated ? undefined : manifestFile, task);
  const from = copied ? versions.at(-2) : versions.at(-1);
  if (from === undefined) throw usage(`${task} has no <semver>.ts module to copy in ${displayPath(taskDir)}`);
  if (!semver.gt(options.version, from)) throw usage(`${task} is already defined at ${from}: the new version must be later`, '--at');
  const released = manifestVersions(options.versionsDir);
  const latest = released.at(-1);
  if (latest !== undefined && semver.lt(options.version, latest)) {
    throw usage(
      `${options.version} is older than the latest version ${latest}: adding to it would rewrite a released version; use ${latest} or a later one`,
      '--at',
    );
  }

  const moduleFile = join(taskDir, `${options.version}.ts`);
  const moduleText = withVersion(join(taskDir, `${from}.ts`), options.version);
  const manifestText = manifestCreated ? newManifest(options, task) : withChange(manifestFile, task, options.why);
  checkWritten(manifestFile, manifestText, task, options.why);
  // Each file whole or not at all: the module created where none is, the manifest replaced by rename.
  if (!copied) await writeNewFile(moduleFile, moduleText);
  await writeFileAtomic(manifestFile, manifestText);
  return { suite, task, from, version: options.version, module: moduleFile, manifest: manifestFile, manifestCreated };
}

function findTask(judgesDir: string, name: string): { suite: string; task: string; taskDir: string } {
  const [suitePart, taskPart] = name.includes('/') ? name.split('/', 2) : [undefined, name];
  const suites = existsSync(judgesDir)
    ? readdirSync(judgesDir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    : [];
  const found = suites
    .filter((s) => suitePart === undefined || s.name === suitePart)
    .filter((s) => existsSync(join(judgesDir, s.name, taskPart)))
    .map((s) => ({ suite: s.name, task: taskPart, taskDir: join(judgesDir, s.name, taskPart) }));
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    throw new ChokepointError('usage', `${taskPart} exists in several suites (${found.map((f) => f.suite).join(', ')}): name it <suite>/${taskPart}`, {
      field: 'TASK',
    });
  }
  const known = suites.flatMap((s) =>
    readdirSync(join(judgesDir, s.name), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
      .map((e) => e.name),
  );
  throw new ChokepointError('usage', `no task ${name} in ${displayPath(judgesDir)}; tasks: ${known.sort(compareNatural).join(', ') || 'none'}`, {
    field: 'TASK',
  });
}

function manifestVersions(versionsDir: string): string[] {
  if (!existsSync(versionsDir)) return [];
  return readdirSync(versionsDir)
    .filter((f) => f.endsWith('.ts') && isSemver(f.slice(0, -3)))
    .map((f) => f.slice(0, -3))
    .sort(compareVersions);
}

/** The module's text with the `version` string of its definition replaced (found in the syntax tree). */
function withVersion(file: string, version: string): string {
  const source = readFileSync(file, 'utf8');
  const ts = typescriptApi();
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const literal = versionLiteral(ts, sourceFile);
  if (!literal) {
    throw new ChokepointError('usage', "cannot bump the version of this module: its definition has no `version: '...'` string literal; copy it by hand", {
      file: displayPath(file),
    });
  }
  return `${source.slice(0, literal.getStart(sourceFile))}'${version}'${source.slice(literal.getEnd())}`;
}

/** The string literal of `version: '...'` in the definition the module default-exports. */
function versionLiteral(ts: typeof TypeScript, sourceFile: TypeScript.SourceFile): TypeScript.StringLiteralLike | undefined {
  let found: TypeScript.StringLiteralLike | undefined;
  const visit = (node: TypeScript.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^define(User|Injection)Task$/.test(node.expression.text) &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const property = node.arguments[0].properties.find(
        (p): p is TypeScript.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'version',
      );
      if (property && ts.isStringLiteralLike(property.initializer)) found = property.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A single-quoted TypeScript string literal of `text`: backslashes, quotes, and every control or line-breaking character escaped. */
function quote(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is escaped
  const escaped = text.replace(/[\\'\u0000-\u001f\u007f\u2028\u2029]/g, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${escaped}'`;
}

/** The manifest text reads back, statically, with the change as given: a text that would not is never written. */
function checkWritten(file: string, text: string, task: string, why: string): void {
  const read = readManifestSource(file, text);
  if ('errors' in read || !read.manifest.changes.some((c) => c.task === task && c.why === why)) {
    throw new ChokepointError(
      'usage',
      `cannot write this change into the manifest so that it reads back (${'errors' in read ? read.errors[0].message : 'the change is not there'}); nothing was written`,
      {
        file: displayPath(file),
      },
    );
  }
}

/**
 * Whether the task's module at `version` is the untouched copy of its module at `previous` that a
 * stopped new-version wrote, with the manifest (if any) not listing the task yet.
 */
function unfinishedCopy(taskDir: string, previous: string, version: string, manifestFile: string | undefined, task: string): boolean {
  let copy: string;
  try {
    copy = readFileSync(join(taskDir, `${version}.ts`), 'utf8');
  } catch {
    return false;
  }
  if (copy !== withVersion(join(taskDir, `${previous}.ts`), version)) return false;
  if (manifestFile === undefined) return true;
  const read = readManifestStatically(manifestFile);
  return 'manifest' in read && !read.manifest.changes.some((c) => c.task === task);
}

function newManifest(options: NewVersionOptions, task: string): string {
  return [
    "import { defineVersion } from 'chokepoint';",
    '',
    'export default defineVersion({',
    `  version: ${quote(options.version)},`,
    `  date: ${quote(options.date)},`,
    `  summary: ${quote(options.why)},`,
    `  changes: [{ task: ${quote(task)}, why: ${quote(options.why)} }],`,
    '  knownDefects: [],',
    '});',
    '',
  ].join('\n');
}

/** The manifest's text with `{ task, why }` appended to its `changes` (it must be readable as data). */
function withChange(file: string, task: string, why: string): string {
  const read = readManifestStatically(file);
  if ('errors' in read) throw read.errors[0];
  if (read.manifest.changes.some((c) => c.task === task)) {
    throw new ChokepointError('usage', `${task} is already listed in the changes of ${read.manifest.version}`, { file: displayPath(file), field: 'changes' });
  }
  const source = readFileSync(file, 'utf8');
  const ts = typescriptApi();
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const changes = changesArray(ts, sourceFile);
  if (!changes) throw new ChokepointError('usage', 'cannot find the `changes: [...]` array literal to append to', { file: displayPath(file) });
  const entry = `{ task: ${quote(task)}, why: ${quote(why)} }`;
  const { elements } = changes;
  const last = elements.at(-1);
  if (!last) return `${source.slice(0, changes.getStart(sourceFile))}[${entry}]${source.slice(changes.getEnd())}`;
  const lineStart = source.lastIndexOf('\n', last.getStart(sourceFile)) + 1;
  const indent = /^\s*/.exec(source.slice(lineStart))![0];
  const multiline = source.slice(changes.getStart(sourceFile), last.getStart(sourceFile)).includes('\n');
  const at = elements.hasTrailingComma ? source.indexOf(',', last.getEnd()) + 1 : last.getEnd();
  const insert = multiline
    ? `${elements.hasTrailingComma ? '' : ','}\n${indent}${entry}${elements.hasTrailingComma ? ',' : ''}`
    : `${elements.hasTrailingComma ? ' ' : ', '}${entry}`;
  return `${source.slice(0, at)}${insert}${source.slice(at)}`;
}

function changesArray(ts: typeof TypeScript, sourceFile: TypeScript.SourceFile): TypeScript.ArrayLiteralExpression | undefined {
  let found: TypeScript.ArrayLiteralExpression | undefined;
  const visit = (node: TypeScript.Node): void => {
    if (found) return;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'changes' && ts.isArrayLiteralExpression(node.initializer)) {
      found = node.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
