import semver from 'semver';
import { ChokepointError } from '../../errors.ts';
import { displayPath } from '../paths.ts';
import { resolveDefinitions } from '../resolve.ts';
import { lineOfLiteral } from '../source-location.ts';
import type { RegistryCheck } from './check.ts';

const judgeOfKind = { user: 'utility', injection: 'attack' } as const;

/** A documented defect must name a judge that exists at that version, once. */
export const knownDefects: RegistryCheck = ({ manifests, definitions, rejected }) =>
  manifests.flatMap(({ manifest, file, source }) => {
    const resolved = resolveDefinitions(definitions, manifest.version);
    const broken = new Set(rejected.filter((r) => semver.lte(r.version, manifest.version)).map((r) => r.id));
    return manifest.knownDefects.flatMap((defect, index) => {
      const occurrence = manifest.knownDefects.slice(0, index + 1).filter((d) => d.task === defect.task).length;
      const line = lineOfLiteral(source, defect.task, { after: 'knownDefects', occurrence });
      const where = { file: displayPath(file), line, field: `knownDefects[${index}].task` };
      const task = resolved.find((d) => d.definition.id === defect.task);
      if (!task) {
        if (broken.has(defect.task)) return [];
        return [new ChokepointError('registration', `known defect names ${defect.task}, which does not exist at ${manifest.version}`, where)];
      }
      if (judgeOfKind[task.definition.kind] !== defect.judge) {
        return [
          new ChokepointError(
            'registration',
            `known defect names the ${defect.judge} judge of ${defect.task}, but it is a ${task.definition.kind} task (its judge is ${judgeOfKind[task.definition.kind]})`,
            { ...where, field: `knownDefects[${index}].judge` },
          ),
        ];
      }
      const first = manifest.knownDefects.findIndex((d) => d.task === defect.task && d.judge === defect.judge);
      if (first !== index) {
        return [new ChokepointError('registration', `known defect of ${defect.task} (${defect.judge}) is listed twice`, where)];
      }
      return [];
    });
  });
