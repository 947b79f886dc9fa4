import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docsPath, docsUrl, repositoryUrl, versionedDocsUrl } from './registry-parts.ts';
import { analyzeFiles } from './analyze.ts';
import type { Rule, RuleExample } from './rules/rule.ts';
import type { Finding } from './types.ts';
import { describeWitness } from './reporters/witness.ts';

/**
 * Each rule's documentation page, `docs/rules/<id>.md`, generated from the rule's own `docs` and
 * its examples as the analyzer reports them (`npm start` writes the pages; a test fails when one is
 * out of date). The package ships them, and stylish and SARIF output link to them.
 */
export const RULE_DOCS_FOLDER = 'docs/rules';

/** The page defining the taxonomy's axes and their values, as a path inside the package. */
export const TAXONOMY_DOCS = 'docs/taxonomy.md';

export { docsPath, docsUrl, repositoryUrl, versionedDocsUrl };

/** Where a rule's page is in the installed package. */
export function ruleDocsPath(id: string): string {
  return docsPath(`${RULE_DOCS_FOLDER}/${id}.md`);
}

/** A rule's page on the web, in the repository at this version's tag (`versionedDocsUrl`): SARIF and ESLint link it. */
export function ruleDocsUrl(id: string): string {
  return versionedDocsUrl(`${RULE_DOCS_FOLDER}/${id}.md`);
}

const EXAMPLE_IMPORTS =
  "import { defineUserTask, defineInjectionTask, call, externalCall, calledWith, allOf, anyOf, never, equals, equalsIgnoreCase, contains, containsIgnoreCase, startsWith, endsWith, regex, oneOf, oneOfIgnoreCase, greaterThan, approximately, anything, not, matchesAll, executedCalls, type Judge } from 'chokepoint';";

/**
 * A judge snippet (a rule's example, an analyzer test case) as a complete task module: every
 * builder and matcher in scope, the judge attached to user task (or injection task) `index` of `suite`.
 */
export function exampleModule(example: RuleExample, index: number, suite = 'test'): string {
  const reference = example.reference ?? '[]';
  const passAt = example.passAt === undefined ? '' : `passAt: ${example.passAt}, `;
  const footer =
    example.kind === 'injection'
      ? `export default defineInjectionTask({ id: 'injection_task_${index}', suite: '${suite}', version: '1.0.0', ${passAt}goal: ${JSON.stringify(example.goal ?? 'g')}, reference: ${reference}, attack: judge });`
      : `export default defineUserTask({ id: 'user_task_${index}', suite: '${suite}', version: '1.0.0', ${passAt}prompt: ${JSON.stringify(example.prompt ?? 'p')}, requiredTools: [], reference: ${reference}, referenceAnswer: ${JSON.stringify(example.answer ?? '')}, utility: judge });`;
  return `${EXAMPLE_IMPORTS}\n${example.code}\n${footer}\n`;
}

/** What the analyzer reports on a rule's examples (the page shows it; the generator refuses examples that do not behave). */
export interface ExampleOutcome {
  readonly invalid: readonly Finding[];
  readonly valid: readonly Finding[];
}

/**
 * Analyses every rule's two examples as complete modules, in one program, and keeps each rule's
 * own findings. An invalid example the rule does not report, or a valid one it does, is an error:
 * the docs page would say something untrue.
 */
export function analyseRuleExamples(rules: readonly Rule<string, unknown>[]): Map<string, ExampleOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'chokepoint-rule-docs-'));
  try {
    const files = rules.flatMap((rule, i) =>
      (['invalid', 'valid'] as const).map((which) => {
        const file = join(dir, `${which}_${i}.ts`);
        writeFileSync(file, exampleModule(rule.docs[which], i, 'docs'));
        return { rule, which, file };
      }),
    );
    const analysis = new Map(analyzeFiles(files.map((f) => f.file)).files.map((f) => [f.file, f]));
    const outcomes = new Map<string, ExampleOutcome>();
    for (const rule of rules) {
      const findingsOf = (which: 'invalid' | 'valid') => {
        const file = files.find((f) => f.rule === rule && f.which === which)!.file;
        const result = analysis.get(file);
        const problems = result?.problems ?? [];
        if (problems.length > 0) throw new Error(`the ${which} example of ${rule.id} does not type-check: ${problems[0].message}`);
        return (result?.judges ?? []).flatMap((j) => j.findings).filter((f) => f.ruleId === rule.id);
      };
      const outcome = { invalid: findingsOf('invalid'), valid: findingsOf('valid') };
      if (outcome.invalid.length === 0) throw new Error(`${rule.id} does not report its own invalid example`);
      if (outcome.valid.length > 0) throw new Error(`${rule.id} reports its own valid example: ${outcome.valid[0].message}`);
      outcomes.set(rule.id, outcome);
    }
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function ruleDocsMarkdown(rule: Rule<string, unknown>, outcome: ExampleOutcome): string {
  const { docs } = rule;
  const options = rule.defaultOptions as Record<string, unknown>;
  // Line 1 of the module is its imports; a finding after the judge code is in the task's reference.
  const codeLines = docs.invalid.code.split('\n').length;
  const where = (f: Finding) => (f.line - 1 <= codeLines ? `${f.line - 1}:${f.column}` : 'reference');
  const reported = outcome.invalid
    .map((f) => `${where(f)}  ${f.severity}  ${f.message}  ${f.ruleId}`)
    .map((line) => `    ${line}`)
    .join('\n');
  return [
    `# ${rule.id}\n\n`,
    `Generated by \`npm start\` from the rule's own documentation and examples; do not edit by hand.\n\n`,
    `${docs.description}\n\n`,
    `- Default level: **${rule.severity}**\n`,
    `- Static: found by \`chokepoint lint\`, \`report\` and \`diff\` without running the judge.\n\n`,
    `## Why it matters\n\n${docs.rationale}\n\n`,
    `## Reported\n\n`,
    fence(docs.invalid),
    `\n\`chokepoint lint\` reports (line:column of the judge code above, or \`reference\` for the reference solution):\n\n${reported}\n\n`,
    `## Witness\n\n${docs.witness}\n\n`,
    `On the example above: ${outcome.invalid.map((f) => describeWitness(f.witness, f.judge)).join('; ')}.\n\n`,
    `## Written right\n\n`,
    fence(docs.valid),
    `\nNot reported.\n\n`,
    `## Options\n\n`,
    Object.keys(options).length === 0
      ? 'None.\n\n'
      : `Defaults:\n\n\`\`\`json\n${JSON.stringify(options, null, 2)}\n\`\`\`\n\nSet them in \`chokepoint.config.ts\`: \`rules: { '${rule.id}': ['${rule.severity}', { ... }] }\`.\n\n`,
    `## Turning it off\n\n`,
    `For the project, in \`chokepoint.config.ts\`: \`rules: { '${rule.id}': 'off' }\`. For one line, with a reason:\n\n`,
    `\`\`\`ts\n// chokepoint-disable-next-line ${rule.id} -- <why this is not a defect here>\n\`\`\`\n\n`,
    `A judge kept defective on purpose (to reproduce an old release) is better documented in its version\nmanifest: \`knownDefects: [{ task, judge, defects: ['${rule.id}'], note }]\` makes the finding \`known\`.\n`,
  ].join('');
}

function fence(example: RuleExample): string {
  const attached = example.kind === 'injection' ? "an injection task's `attack`" : "a user task's `utility`";
  const task = [
    example.prompt !== undefined ? `the prompt ${JSON.stringify(example.prompt)}` : '',
    example.goal !== undefined ? `the goal ${JSON.stringify(example.goal)}` : '',
    example.reference ? `the reference solution \`${example.reference}\`` : '',
    example.answer ? `the reference answer ${JSON.stringify(example.answer)}` : '',
  ].filter(Boolean);
  const reference = task.length > 0 ? `\nWith ${task.join(', ')}.\n` : '';
  return `Attached as ${attached}:\n\n\`\`\`ts\n${example.code}\n\`\`\`\n${reference}`;
}
