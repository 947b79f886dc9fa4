import { pathToFileURL } from 'node:url';
import { packageVersion } from '../registry-parts.ts';
import type { LintFinding, LintResult } from '../lint.ts';
import { repositoryUrl, RULE_DOCS_FOLDER, ruleDocsUrl, versionedDocsUrl } from '../rule-docs.ts';
import { rules } from '../rules/index.ts';
import { relativePath } from './relative.ts';
import { describeWitness } from './witness.ts';

/**
 * SARIF 2.1.0 for GitHub code scanning, valid against the SARIF 2.1.0 schema (a test validates it):
 * stable rule ids (the DefectIds, plus the file problems), each with help text and a `helpUri` to
 * its page in the repository at this version's tag, which resolves for whoever reads the alert on
 * the web; the tool's `informationUri` is the repository; results with a level, a message and a
 * physical location whose artifact URI (percent-encoded) is relative to the checkout root
 * (`%SRCROOT%`). Each finding's witness is in the result's properties (`witness`, and
 * `confirmation` after `--confirm`), the place its change is written as a related location; a
 * refuted finding is a result of kind `pass` (the judge passed the rule's check: the analyzer was
 * wrong), level `none`.
 */
const FILE_PROBLEM_RULES = [
  {
    id: 'parse-error',
    level: 'error',
    text: 'The judge module does not parse.',
    help: 'Fix the syntax error; the analyzer cannot read a module that does not parse.',
  },
  {
    id: 'type-error',
    level: 'error',
    text: 'The judge module does not type-check.',
    help: 'Fix the type error; the analyzer relies on the type checker (types decide membership, case and counts).',
  },
  { id: 'unreadable', level: 'error', text: 'The file could not be read.', help: 'The path named on the command line is not a readable TypeScript module.' },
  {
    id: 'invalid-disable',
    level: 'error',
    text: 'An inline disable without a reason, without a rule, or naming an unknown rule.',
    help: 'Write `// chokepoint-disable-next-line <rule> -- <reason>`; a disable without a reason suppresses nothing.',
  },
  {
    id: 'unused-disable',
    level: 'warning',
    text: 'An inline disable that suppresses no finding.',
    help: 'Remove the `chokepoint-disable-next-line` comment: the rule it names reports nothing on the next line.',
  },
] as const;

function pascal(id: string): string {
  return id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}

/** A relative path as a URI reference: each segment percent-encoded (a space is not valid in a URI). */
function uriReference(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function sarif(result: LintResult): string {
  const { root } = result;
  const information = repositoryUrl();
  const driverRules = [
    ...rules.map((r) => ({
      id: r.id,
      name: pascal(r.id),
      shortDescription: { text: r.docs.description },
      fullDescription: { text: r.docs.rationale },
      helpUri: ruleDocsUrl(r.id),
      help: {
        text: `${r.docs.rationale}\n\nInvalid:\n${r.docs.invalid.code}\n\nValid:\n${r.docs.valid.code}\n\nDocumentation: ${ruleDocsUrl(r.id)}`,
        markdown: `${r.docs.rationale}\n\nInvalid:\n\n\`\`\`ts\n${r.docs.invalid.code}\n\`\`\`\n\nValid:\n\n\`\`\`ts\n${r.docs.valid.code}\n\`\`\`\n\n[Documentation](${ruleDocsUrl(r.id)})`,
      },
      defaultConfiguration: { level: r.severity },
      properties: { tags: ['judge-validity', 'measurement'] },
    })),
    ...FILE_PROBLEM_RULES.map((r) => ({
      id: r.id,
      name: pascal(r.id),
      shortDescription: { text: r.text },
      fullDescription: { text: r.text },
      helpUri: versionedDocsUrl(`${RULE_DOCS_FOLDER}/README.md`),
      help: { text: r.help, markdown: r.help },
      defaultConfiguration: { level: r.level },
      properties: { tags: ['input'] },
    })),
  ];
  const index = new Map(driverRules.map((r, i) => [r.id, i]));
  const artifact = (file: string) => {
    const path = relativePath(file, root);
    // A file outside the working folder has no place under %SRCROOT%: its absolute file URL.
    return path.startsWith('/') ? { uri: pathToFileURL(file).href } : { uri: uriReference(path), uriBaseId: '%SRCROOT%' };
  };
  const location = (file: string, line: number, column: number, endLine: number, endColumn: number) => ({
    physicalLocation: {
      artifactLocation: artifact(file),
      region: { startLine: line, startColumn: column, endLine, endColumn },
    },
  });
  const results = [
    ...result.problems.map((p) => ({
      ruleId: p.kind,
      ruleIndex: index.get(p.kind),
      level: p.severity,
      message: { text: p.message },
      locations: [location(p.file, p.line, p.column, p.endLine, p.endColumn)],
    })),
    ...result.findings.map((f) => ({
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      level: f.severity,
      message: { text: f.task ? `${f.message} (${f.task} ${f.judge} judge)` : f.message },
      locations: [location(f.file, f.line, f.column, f.endLine, f.endColumn)],
      ...witnessParts(f),
      partialFingerprints: { 'chokepoint/v1': `${f.ruleId}:${relativePath(f.file, root)}:${f.messageId}:${f.task ?? ''}` },
      // A defect the version manifest documents is shown as accepted, not as an open alert.
      ...(f.known
        ? { suppressions: [{ kind: 'external', status: 'accepted', justification: `Known defect documented in version ${f.known.version}: ${f.known.note}` }] }
        : {}),
    })),
    ...(result.refuted ?? []).map((f) => ({
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      kind: 'pass',
      level: 'none',
      message: { text: `Refuted by its witness (a mistake of the analyzer, not a defect of the judge): ${f.message}` },
      locations: [location(f.file, f.line, f.column, f.endLine, f.endColumn)],
      ...witnessParts(f),
    })),
  ];
  /** The witness as data and in words, where its change is written, and what running it showed. */
  function witnessParts(f: LintFinding) {
    const { witness } = f;
    const text = describeWitness(witness, f.judge);
    const at = witness.kind === 'run' ? witness.at : undefined;
    return {
      ...(at
        ? { relatedLocations: [{ id: 1, ...location(at.file, at.line, at.column, at.endLine, at.endColumn), message: { text: `witness: ${text}` } }] }
        : {}),
      properties: {
        witness: at ? { ...witness, at: { ...at, file: relativePath(at.file, root) } } : witness,
        witnessText: text,
        ...(f.confirmation ? { confirmation: f.confirmation } : {}),
      },
    };
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'chokepoint',
            version: packageVersion(),
            semanticVersion: packageVersion(),
            ...(information ? { informationUri: information } : {}),
            rules: driverRules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(root.endsWith('/') ? root : `${root}/`).href } },
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
