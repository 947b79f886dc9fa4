import semver from 'semver';
import type { VersionManifest } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import { displayPath } from '../paths.ts';
import { resolveDefinitions } from '../resolve.ts';
import { lineOfLiteral } from '../source-location.ts';
import type { RegistryCheck } from './check.ts';

const judgeOfKind = { user: 'utility', injection: 'attack' } as const;

/** What the per-judge lists of a manifest have in common. */
interface JudgeEntry {
  readonly task: string;
  readonly judge: 'utility' | 'attack';
  readonly operator?: string;
}

interface JudgeList {
  readonly field: string;
  /** What an entry is called in messages. */
  readonly what: string;
  readonly entries: (manifest: VersionManifest) => readonly JudgeEntry[];
  /** Two entries agreeing on these are the same entry listed twice. */
  readonly same: readonly (keyof JudgeEntry)[];
}

const LISTS: readonly JudgeList[] = [
  { field: 'knownDefects', what: 'known defect', entries: (m) => m.knownDefects, same: ['task', 'judge'] },
  { field: 'equivalentMutants', what: 'equivalent mutant', entries: (m) => m.equivalentMutants ?? [], same: ['task', 'judge', 'operator'] },
];

/** A documented defect (or a reviewed equivalent mutant) must name a judge that exists at that version, once. */
export const knownDefects: RegistryCheck = ({ manifests, definitions, rejected }) =>
  manifests.flatMap(({ manifest, file, source }) => {
    const resolved = resolveDefinitions(definitions, manifest.version);
    const broken = new Set(rejected.filter((r) => semver.lte(r.version, manifest.version)).map((r) => r.id));
    return LISTS.flatMap(({ field, what, entries, same }) => {
      const list = entries(manifest);
      return list.flatMap((entry, index) => {
        const { task } = entry;
        const occurrence = list.slice(0, index + 1).filter((d) => d.task === task).length;
        const line = lineOfLiteral(source, task, { after: field, occurrence });
        const where = { file: displayPath(file), line, field: `${field}[${index}].task` };
        const definition = resolved.find((d) => d.definition.id === task);
        if (!definition) {
          if (broken.has(task)) return [];
          return [new ChokepointError('registration', `${what} names ${task}, which does not exist at ${manifest.version}`, where)];
        }
        const judge = judgeOfKind[definition.definition.kind];
        if (judge !== entry.judge) {
          return [
            new ChokepointError(
              'registration',
              `${what} names the ${entry.judge} judge of ${task}, but it is a ${definition.definition.kind} task (its judge is ${judge})`,
              { ...where, field: `${field}[${index}].judge` },
            ),
          ];
        }
        const first = list.findIndex((other) => same.every((key) => other[key] === entry[key]));
        if (first !== index) {
          return [
            new ChokepointError(
              'registration',
              `${what} of ${task} (${same
                .slice(1)
                .map((key) => entry[key])
                .join(', ')}) is listed twice`,
              where,
            ),
          ];
        }
        return [];
      });
    });
  });
