import { ChokepointError } from '../../errors.ts';
import { sameVersion } from '../order.ts';
import { displayPath } from '../paths.ts';
import { findManifest } from '../resolve.ts';
import { lineOfLiteral, lineOfProperty } from '../source-location.ts';
import type { RegistryCheck } from './check.ts';

/**
 * Manifests and definitions must agree: every definition's version has a manifest that lists the
 * task in `changes`, every listed change has a definition, and no manifest changes nothing
 * (AgentDojo shipped a version whose module was never imported).
 */
export const manifestCoverage: RegistryCheck = ({ manifests, rejectedManifests = [], definitions, rejected }) => {
  const errors: ChokepointError[] = [];
  const versions = manifests.map((m) => m.manifest);
  const known = versions.map((v) => v.version).join(', ') || 'none';

  for (const { definition, file, source } of definitions) {
    if (!findManifest(versions, definition.version) && !rejectedManifests.some((v) => sameVersion(v, definition.version))) {
      errors.push(
        new ChokepointError('registration', `version ${definition.version} has no manifest (versions/${definition.version}.ts); known versions: ${known}`, {
          file: displayPath(file),
          line: lineOfProperty(source, 'version'),
          field: 'version',
        }),
      );
    }
  }

  for (const { manifest, file, source } of manifests) {
    const defined = definitions.filter((d) => sameVersion(d.definition.version, manifest.version));
    const broken = rejected.filter((r) => sameVersion(r.version, manifest.version)).map((r) => r.id);
    if (defined.length === 0 && broken.length === 0) {
      errors.push(
        new ChokepointError('registration', `manifest ${manifest.version} changes nothing: no task module is defined at this version`, {
          file: displayPath(file),
          field: 'changes',
        }),
      );
      continue;
    }
    const listed = manifest.changes.map((c) => c.task);
    for (const d of defined) {
      if (!listed.includes(d.definition.id)) {
        errors.push(
          new ChokepointError(
            'registration',
            `undocumented change: ${d.definition.id} is defined at ${manifest.version} but ${displayPath(file)} does not list it in changes`,
            { file: displayPath(d.file) },
          ),
        );
      }
    }
    manifest.changes.forEach((change, index) => {
      const field = `changes[${index}].task`;
      const occurrence = listed.slice(0, index + 1).filter((task) => task === change.task).length;
      const line = lineOfLiteral(source, change.task, { after: 'changes', occurrence });
      if (listed.indexOf(change.task) !== index) {
        errors.push(new ChokepointError('registration', `${change.task} is listed twice in changes`, { file: displayPath(file), line, field }));
      } else if (!defined.some((d) => d.definition.id === change.task) && !broken.includes(change.task)) {
        errors.push(
          new ChokepointError('registration', `change lists ${change.task} but no task module defines it at ${manifest.version}`, {
            file: displayPath(file),
            line,
            field,
          }),
        );
      }
    });
  }
  return errors;
};
