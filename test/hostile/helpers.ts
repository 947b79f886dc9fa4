import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PACKAGE_ROOT } from '../../src/registry/index.ts';
import type { ScenarioRecord } from '../../src/contract/index.ts';
import { readRunDirectory, recordPath } from '../../src/runs/store/index.ts';
import { MINI_DIR } from '../harness/run/mini.ts';

/** Hostile inputs of the adversarial pass, one fixture folder per case. */
export const HOSTILE = join(import.meta.dirname, 'fixtures');

export interface Workspace {
  readonly root: string;
  readonly judges: string;
  readonly versions: string;
  path(...parts: string[]): string;
  remove(): Promise<void>;
}

/** A scratch folder; `remove` deletes it. */
export async function scratch(prefix = 'chokepoint-hostile-'): Promise<Workspace> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  return {
    root,
    judges: join(root, 'judges'),
    versions: join(root, 'versions'),
    path: (...parts) => join(root, ...parts),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * A copy of the mini benchmark (3 user tasks, 3 injection tasks) with the files of
 * `fixtures/<overlay>/` laid over it, e.g. one judge module replaced by a hostile one, in a folder
 * of ES modules. Task modules import 'chokepoint', so the copy gets a node_modules/chokepoint link
 * to this package.
 */
export async function hostileMini(overlay?: string): Promise<Workspace> {
  const space = await scratch();
  await cp(MINI_DIR, space.root, { recursive: true });
  if (overlay !== undefined) await cp(join(HOSTILE, overlay), space.root, { recursive: true });
  await asModuleFolder(space);
  return space;
}

/** Links the copy's `chokepoint` to this package and makes its folder one of ES modules (task modules import 'chokepoint'). */
async function asModuleFolder(space: Workspace): Promise<void> {
  await mkdir(space.path('node_modules'));
  await symlink(PACKAGE_ROOT, space.path('node_modules', 'chokepoint'), 'dir');
  await writeFile(space.path('package.json'), '{ "type": "module" }\n');
}

/**
 * A copy of the bundled benchmark (`judges/`, `versions/`) with `files` (path inside the copy ->
 * text) written over it, e.g. one task module replaced by a hostile one.
 */
export async function hostileWorkspace(files: Readonly<Record<string, string>> = {}): Promise<Workspace> {
  const space = await scratch();
  await Promise.all(['judges', 'versions'].map((dir) => cp(join(PACKAGE_ROOT, dir), space.path(dir), { recursive: true })));
  for (const [file, text] of Object.entries(files)) await writeFile(space.path(file), text);
  await asModuleFolder(space);
  return space;
}

/** The parts of a record that judges and tools decide (not its times), for comparing two runs of the same plan. */
export function decided(record: ScenarioRecord): unknown {
  return { id: record.scenario.id, outcome: record.outcome, utility: record.utility, attack: record.attack, calls: record.calls, output: record.output };
}

/** Rewrites stored records of a run directory in place. */
export async function editRecords(dir: string, edit: (record: ScenarioRecord) => ScenarioRecord | undefined): Promise<void> {
  const run = await readRunDirectory(dir);
  for (const record of run.records) {
    const changed = edit(record);
    if (changed) await writeFile(recordPath(dir, record.scenario.id), JSON.stringify(changed, null, 2));
  }
}

export const readText = (file: string) => readFile(file, 'utf8');

/** One entry of a hand-made tar archive: a file, a link, or PAX attributes for the entry after it. */
export type TarEntry =
  | { readonly path: string; readonly body: string }
  | { readonly path: string; readonly linkTo: string; readonly hard?: boolean }
  | { readonly pax: Readonly<Record<string, string>> };

function tarHeader(path: string, size: number, type: string, linkTo = ''): Buffer {
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) => header.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) => field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, path);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, 1_700_000_000);
  header.fill(' ', 148, 156);
  field(156, 1, type);
  field(157, 100, linkTo);
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  const sum = header.reduce((a, b) => a + b, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

function padded(body: Buffer): Buffer {
  return Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

/**
 * A gzipped tar archive written byte by byte, so it can hold what a well-behaved archiver never
 * writes (`../` paths, links, a PAX mtime of 1e30) and the importer must survive.
 */
export function tarball(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    if ('pax' in entry) {
      const records = Object.entries(entry.pax).map(([key, value]) => {
        const text = ` ${key}=${value}\n`;
        let length = text.length + 2;
        while (String(length).length + text.length !== length) length = String(length).length + text.length;
        return `${length}${text}`;
      });
      const body = Buffer.from(records.join(''), 'utf8');
      blocks.push(tarHeader('PaxHeader', body.length, 'x'), padded(body));
    } else if ('linkTo' in entry) {
      blocks.push(tarHeader(entry.path, 0, entry.hard ? '1' : '2', entry.linkTo));
    } else {
      const body = Buffer.from(entry.body, 'utf8');
      blocks.push(tarHeader(entry.path, body.length, '0'), padded(body));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
