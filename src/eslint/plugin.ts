import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { ESLint, Rule } from 'eslint';
import { analyzeFiles, applyDirectives, KnownDefects, lintSettings, ruleDocsUrl, rules } from '../analyzer/index.ts';
import type { Finding, JudgeKind, RuleId, RuleSettings } from '../analyzer/index.ts';
import { packageVersion, findProject } from '../registry/index.ts';

/**
 * chokepoint's lint rules as an ESLint plugin (flat config): the same rule ids, messages, options,
 * documentation links and inline disables as `chokepoint lint`, so findings show in every editor
 * with the ESLint extension and in existing lint pipelines. Each fix a rule offers is an ESLint
 * suggestion.
 *
 * The rules read what the analyzer found, not ESLint's syntax tree: a file is analysed once for all
 * the plugin's rules enabled on it (with their ESLint options over the project's
 * chokepoint.config), from the text ESLint lints, so an editor's unsaved buffer is what is judged.
 * With typescript-eslint's typed linting, the parser services' program names the project's other
 * modules, and every judge module among them is analysed in the same pass (one TypeScript program,
 * as `chokepoint lint` does), so linting a folder costs about what `chokepoint lint` costs.
 * Findings a version manifest documents as known defects are not reported (they never fail
 * `chokepoint lint` either), nor those a `chokepoint-disable-next-line` with a reason suppresses;
 * `eslint-disable` comments work as for any ESLint rule.
 */

const PLUGIN_NAME = 'chokepoint';

/** The plugin's rules enabled on one file and their options, gathered as ESLint creates them, before it walks the file. */
interface FileSession {
  readonly file: string;
  readonly text: string;
  readonly enabled: Map<RuleId, Record<string, unknown>>;
  program?: { getRootFileNames(): readonly string[] };
  findings?: readonly Finding[];
}

const sessions = new WeakMap<object, FileSession>();

/** A finding with the judge it was found for (known defects are looked up by the judge's module). */
interface JudgeFinding {
  readonly finding: Finding;
  readonly judgeFile: string;
  readonly judge: JudgeKind;
}

/** Analyses already made, per rule settings: each module's findings, and the text analysed. */
const analyses = new Map<string, Map<string, { readonly text: string; readonly findings: readonly JudgeFinding[] }>>();

/** A file the analyzer reads as a judge module: TypeScript, outside node_modules, that imports chokepoint. */
function isJudgeModule(file: string, text: string): boolean {
  return /\.[cm]?ts$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/node_modules/') && /from\s+['"]chokepoint['"]/.test(text);
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const isInside = (file: string, dir: string) => file.startsWith(`${dir}${sep}`);

/**
 * The folder whose judge modules are analysed with a file: the project's judges folder when the
 * file is in it, else the folder three levels up (`<judges>/<suite>/<task>/<version>.ts`). Only
 * a matter of speed: a module's findings depend only on itself and what it imports.
 */
function batchFolder(file: string, judgesDir: string | undefined): string {
  return judgesDir !== undefined && isInside(file, judgesDir) ? judgesDir : dirname(dirname(dirname(file)));
}

/** The findings located in the session's file, from its analysis and those of the judge modules analysed with it. */
function findingsOf(session: FileSession): readonly Finding[] {
  if (session.findings) return session.findings;
  const project = findProject(dirname(session.file));
  const base = lintSettings(project.config).rules;
  const settings: RuleSettings = Object.fromEntries(
    rules.map((rule) => {
      const options = session.enabled.get(rule.id);
      const configured = base[rule.id];
      const inherited = typeof configured === 'object' ? configured.options : undefined;
      return [rule.id, options === undefined ? 'off' : { severity: rule.severity, options: { ...inherited, ...options } }];
    }),
  );
  const key = JSON.stringify(settings);
  const done = analyses.get(key) ?? new Map<string, { text: string; findings: readonly JudgeFinding[] }>();
  analyses.set(key, done);
  if (done.get(session.file)?.text !== session.text) {
    const folder = batchFolder(session.file, project.judgesDir);
    const others = (session.program?.getRootFileNames() ?? [])
      .map((f) => resolve(f))
      .filter((f) => f !== session.file && isInside(f, folder) && !done.has(f))
      .flatMap((f) => {
        const text = readText(f);
        return text !== undefined && isJudgeModule(f, text) ? [{ file: f, text }] : [];
      });
    const texts = new Map([[session.file, session.text], ...others.map((o): [string, string] => [o.file, o.text])]);
    for (const analysis of analyzeFiles([...texts.keys()], { rules: settings, sources: new Map([[session.file, session.text]]) }).files) {
      const findings = analysis.judges.flatMap((j) => j.findings.map((finding) => ({ finding, judgeFile: j.file, judge: j.judge })));
      done.set(analysis.file, { text: texts.get(analysis.file)!, findings });
    }
  }
  const known = new KnownDefects((judgesDir) =>
    judgesDir === project.judgesDir && project.versionsDir ? project.versionsDir : join(dirname(judgesDir), 'versions'),
  );
  // A manifest that cannot be read documents nothing here; `chokepoint lint` and `check` report it.
  const isKnown = ({ finding, judgeFile, judge }: JudgeFinding) => {
    try {
      return known.lookup(judgeFile, judge, finding.ruleId) !== undefined;
    } catch {
      return false;
    }
  };
  // A helper shared by several judges is reported once per place (and as known only when every judge documents it), as by `chokepoint lint`.
  const here = new Map<string, { finding: Finding; known: boolean }>();
  for (const { findings } of done.values()) {
    for (const entry of findings) {
      if (entry.finding.file !== session.file) continue;
      const place = `${entry.finding.ruleId}:${entry.finding.line}:${entry.finding.column}:${entry.finding.message}`;
      const known = isKnown(entry);
      if (!here.has(place) || (here.get(place)!.known && !known)) here.set(place, { finding: entry.finding, known });
    }
  }
  const located = [...here.values()].filter((h) => !h.known).map((h) => h.finding);
  session.findings = applyDirectives([session.file], located, 'off', new Map([[session.file, session.text]])).findings;
  return session.findings;
}

/** JSON schema of a rule's options, from the types of its defaults (what `chokepoint.config` checks too). */
function optionsSchema(defaults: Record<string, unknown>): Rule.RuleMetaData['schema'] {
  const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  return [
    {
      type: 'object',
      properties: Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: typeOf(value) }])),
      additionalProperties: false,
    },
  ];
}

function eslintRule(rule: (typeof rules)[number]): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: rule.docs.description, url: ruleDocsUrl(rule.id), recommended: true },
      messages: { ...rule.messages },
      schema: optionsSchema(rule.defaultOptions as Record<string, unknown>),
      hasSuggestions: true,
    },
    create(context) {
      const { sourceCode } = context;
      const session = sessions.get(sourceCode) ?? {
        file: resolve(context.filename),
        text: sourceCode.text,
        enabled: new Map(),
        program: (sourceCode.parserServices as { program?: FileSession['program'] } | undefined)?.program,
      };
      sessions.set(sourceCode, session);
      session.enabled.set(rule.id, (context.options[0] as Record<string, unknown> | undefined) ?? {});
      return {
        'Program:exit'() {
          for (const finding of findingsOf(session)) {
            if (finding.ruleId !== rule.id) continue;
            const { fix } = finding;
            context.report({
              loc: { start: { line: finding.line, column: finding.column - 1 }, end: { line: finding.endLine, column: finding.endColumn - 1 } },
              messageId: finding.messageId,
              data: finding.data,
              suggest: fix ? [{ desc: fix.description, fix: (fixer) => fix.edits.map((e) => fixer.replaceTextRange([e.start, e.end], e.text)) }] : [],
            });
          }
        },
      };
    },
  };
}

const pluginRules: Record<string, Rule.RuleModule> = Object.fromEntries(rules.map((rule) => [rule.id, eslintRule(rule)]));

const severityOf = { error: 'error', warning: 'warn' } as const;

/**
 * The plugin: `rules`, and `configs.recommended` (a flat config enabling every rule at its default
 * level, on `.ts`, `.mts` and `.cts` files; add typescript-eslint's parser for TypeScript).
 */
export const plugin: ESLint.Plugin & { configs: { recommended: { plugins: Record<string, ESLint.Plugin>; rules: Record<string, 'error' | 'warn'> } } } = {
  meta: { name: 'chokepoint/eslint', version: packageVersion() },
  rules: pluginRules,
  configs: { recommended: { plugins: {}, rules: Object.fromEntries(rules.map((rule) => [`${PLUGIN_NAME}/${rule.id}`, severityOf[rule.severity]])) } },
};
plugin.configs.recommended.plugins[PLUGIN_NAME] = plugin;
