import { existsSync } from 'node:fs';
import { DEFAULT_PASS_AT } from '../contract/index.ts';
import { resolve } from 'node:path';
import type { ts } from './typescript.js';
import { classify, readLocationsOnly, unresolvedClassification } from './classify/index.ts';
import { isScored } from './classify/score.ts';
import { Evaluator } from './flow/evaluate.ts';
import { short } from './flow/syntax.ts';
import type { JudgeFacts } from './flow/facts.ts';
import { TypeFacts } from './flow/types.ts';
import type { Value } from './flow/value.ts';
import { findDefinitions, type DefinitionSite } from './judges.ts';
import { PredicateReader } from './predicate.ts';
import { LocalModules } from './local-modules.ts';
import { createAnalyzerProject, type AnalyzerProject } from './project.ts';
import { rules } from './rules/index.ts';
import { readReference, referenceToolUses, type ReferenceCallFacts } from './reference.ts';
import type { ReferenceCall, RunPlan } from '../contract/index.ts';
import { formatMessage, type TaskFacts, type WitnessSpec } from './rules/rule.ts';
import type {
  AnalysisResult,
  FileAnalysis,
  FileProblem,
  Finding,
  JudgeAnalysis,
  JudgeClassification,
  JudgeKind,
  RuleId,
  Severity,
  SourceRange,
  Witness,
} from './types.ts';

/** Per rule: off, a severity, or a severity with options (merged over the rule's defaults). */
export type RuleSetting = 'off' | Severity | { readonly severity?: Severity | 'off'; readonly options?: Record<string, unknown> };
export type RuleSettings = Partial<Record<RuleId, RuleSetting>>;

export interface AnalyzeOptions {
  readonly rules?: RuleSettings;
  /** Texts that stand in for files on disk (absolute paths): an editor's buffer, a fix being tried. */
  readonly sources?: ReadonlyMap<string, string>;
  /**
   * The classification's axes to compute: all of them (the default), or only where the verdict
   * reads, all that lint reads of it (the other axes are then unknown, not asked for).
   */
  readonly classify?: 'all' | 'read-locations';
}

/**
 * Analyses judge modules, never executing them, in one program for all of them. Node's types are
 * left out of that program (they cost most of a small program's time), and added in a second one
 * for the modules that need them: those whose local imports name a Node API, and those that do not
 * type-check without them. A module's result depends only on itself and the modules it imports,
 * never on which other modules are analysed with it (`lint --cache` relies on that).
 */
export function analyzeFiles(files: readonly string[], options: AnalyzeOptions = {}): AnalysisResult {
  const absolute = absolutePaths(files);
  const modules = new LocalModules();
  const needsNode = new Set(absolute.filter((f) => modules.closure(f).some((m) => NODE_API.test(modules.text(m) ?? ''))));
  const analyse = (group: readonly string[], nodeTypes: boolean) =>
    group.length === 0
      ? []
      : analyzeProject(
          createAnalyzerProject(
            group.filter((f) => existsSync(f) || options.sources?.has(f)),
            { nodeTypes, sources: options.sources, readText: (file) => asTheCompilerReadsIt(modules.textRead(file)) },
          ),
          group,
          options,
        ).files;
  const first = analyse(
    absolute.filter((f) => !needsNode.has(f)),
    false,
  );
  const retry = first.filter((f) => f.problems.some((p) => p.kind === 'type-error')).map((f) => f.file);
  const second = analyse([...needsNode, ...retry].sort(), true);
  const byFile = new Map([...first, ...second].map((f) => [f.file, f]));
  return { files: absolute.map((f) => byFile.get(f)!) };
}

/**
 * A module's text as read to find its local imports (UTF-8), where the compiler reads the same text:
 * not where the file begins with a byte order mark, which it decodes its own way (UTF-8 decoding
 * gives U+FEFF for UTF-8's, U+FFFD for UTF-16's), nor where it begins with any other U+FFFD.
 */
function asTheCompilerReadsIt(text: string | undefined): string | undefined {
  return text === undefined || text.startsWith('\uFEFF') || text.startsWith('\uFFFD') ? undefined : text;
}

/** The files as absolute paths, each once, sorted: the order every analysis reports them in. */
export function absolutePaths(files: readonly string[]): string[] {
  return [...new Set(files.map((f) => resolve(f)))].sort();
}

/** A Node API named in a module's text: a `node:` import, `require`, or a global Node (not ES2023) defines. */
const NODE_API =
  /\bnode:|\brequire\s*\(|\b(?:process|Buffer|console|global|__dirname|__filename|setTimeout|setInterval|setImmediate|clearTimeout|clearInterval|clearImmediate|queueMicrotask|structuredClone|fetch|URL|URLSearchParams|TextEncoder|TextDecoder|AbortController|AbortSignal|performance|crypto|Blob|atob|btoa)\b/;

export function analyzeProject(project: AnalyzerProject, files: readonly string[], options: AnalyzeOptions = {}): AnalysisResult {
  const types = new TypeFacts(project.checker, project.isLibrary, project.isContract);
  const moduleValues = new Map<ts.Symbol, Value>();
  const active = activeRules(options.rules ?? {});
  const out: FileAnalysis[] = [];
  for (const file of [...files].sort()) {
    const sf = project.sourceFile(file);
    if (!sf) {
      out.push({ file, judges: [], problems: [unreadable(file)] });
      continue;
    }
    const problems = project.problems(file);
    if (problems.some((p) => p.kind === 'parse-error')) {
      out.push({ file, judges: [], problems });
      continue;
    }
    const judges = findDefinitions(sf, types).map((site) => analyzeJudge(site, file, types, moduleValues, active, options.classify ?? 'all'));
    out.push({ file, judges, problems });
  }
  return { files: out };
}

interface ActiveRule {
  readonly rule: (typeof rules)[number];
  readonly severity: Severity;
  readonly options: unknown;
}

function activeRules(settings: RuleSettings): ActiveRule[] {
  const out: ActiveRule[] = [];
  for (const rule of rules) {
    const setting = settings[rule.id];
    const severity = setting === undefined ? rule.severity : typeof setting === 'string' ? setting : (setting.severity ?? rule.severity);
    if (severity === 'off') continue;
    const options: unknown = typeof setting === 'object' && setting.options ? { ...(rule.defaultOptions as object), ...setting.options } : rule.defaultOptions;
    out.push({ rule, severity, options });
  }
  return out;
}

function analyzeJudge(
  site: DefinitionSite,
  file: string,
  types: TypeFacts,
  moduleValues: Map<ts.Symbol, Value>,
  active: readonly ActiveRule[],
  axes: NonNullable<AnalyzeOptions['classify']>,
): JudgeAnalysis {
  const at = position(site.ref.at);
  const base = {
    task: site.id ?? '(unknown id)',
    suite: site.suite,
    version: site.version,
    taskKind: site.taskKind,
    judge: site.judge,
    file,
    line: at.line,
    column: at.column,
  };
  if (site.ref.form === 'unresolved') {
    return { ...base, classification: unresolvedClassification(site.ref.reason, site.judge), findings: [] };
  }
  const newEvaluator = () => new Evaluator(types, moduleValues, (expression, host, addRecord) => new PredicateReader(types, host, addRecord).read(expression));
  const evaluator = newEvaluator();
  let facts: JudgeFacts | undefined;
  try {
    const ref = site.ref;
    facts =
      ref.form === 'function'
        ? evaluator.judge(ref.fn)
        : ref.form === 'built'
          ? evaluator.builtJudge(ref.expression)
          : new PredicateReader(types, evaluator).read(ref.expression);
  } catch (error) {
    // One judge the analyzer trips on must not stop the run: it is reported unknown, with why.
    const reason = `analyzer failure on this judge: ${error instanceof Error ? error.message : String(error)}`;
    return { ...base, classification: unresolvedClassification(reason, site.judge), findings: [] };
  }
  if (!facts) {
    const built = site.ref.form === 'built' ? short(site.ref.expression) : '';
    const reason = `the judge is built at run time by \`${built}\`, which gives no function the analyzer can enter`;
    return { ...base, classification: unresolvedClassification(reason, site.judge), findings: [] };
  }
  const reference = readReference(site.reference, types, newEvaluator());
  const answer = referenceAnswer(site, newEvaluator());
  const task: TaskFacts = {
    id: site.id,
    suite: site.suite,
    reference,
    ...(answer ? { answer } : {}),
    ...(site.prompt !== undefined ? { prompt: site.prompt } : {}),
    ...(site.goal !== undefined ? { goal: site.goal } : {}),
    toolUses: referenceToolUses(site.reference, types, newEvaluator()),
    passAt: site.passAt === undefined ? DEFAULT_PASS_AT : site.passAt,
  };
  const run = referenceRun(reference, answer);
  return {
    ...base,
    classification: axes === 'all' ? classified(facts, site.judge, types, task.passAt) : readLocationsOnly(facts, site.judge),
    findings: runRules(facts, site, task, types, active),
    ...(run ? { referenceRun: run } : {}),
    ...(site.prompt !== undefined ? { prompt: site.prompt } : {}),
    ...(facts.touched.has('steps') ? { touchesSteps: true as const } : {}),
  };
}

function classified(facts: JudgeFacts, judge: JudgeKind, types: TypeFacts, passAt: number | null): JudgeClassification {
  const scored = isScored(facts, types);
  const classification = classify(facts, judge, scored);
  return scored ? { ...classification, score: { passAt } } : classification;
}

function runRules(facts: JudgeFacts, site: Pick<DefinitionSite, 'id' | 'judge'>, task: TaskFacts, types: TypeFacts, active: readonly ActiveRule[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { rule, severity, options } of active) {
    rule.check({
      facts,
      judge: site.judge,
      task,
      types,
      options,
      report(node, messageId, data, witness, fix) {
        const range = rangeOf(node);
        const key = `${rule.id}:${range.file}:${range.line}:${range.column}:${messageId}`;
        if (seen.has(key)) return;
        seen.add(key);
        findings.push({
          ...range,
          ruleId: rule.id,
          messageId,
          message: formatMessage(rule.messages[messageId], data),
          severity,
          task: site.id,
          judge: site.judge,
          witness: witnessOf(witness),
          data,
          ...(fix ? { fix } : {}),
        });
      },
    });
  }
  return findings.sort(compareFindings);
}

function witnessOf(spec: WitnessSpec): Witness {
  if (spec.kind === 'code' || spec.at === undefined) return spec as Witness;
  return { ...spec, at: rangeOf(spec.at) };
}

/** The final answer of the task's reference run: a user task's literal `referenceAnswer`, an injection task's empty one. */
function referenceAnswer(site: DefinitionSite, evaluator: Evaluator): TaskFacts['answer'] {
  if (site.taskKind === 'injection') return { text: '' };
  if (!site.referenceAnswer) return undefined;
  const value = evaluator.moduleExpression(site.referenceAnswer).constant?.value;
  return typeof value === 'string' ? { text: value, node: site.referenceAnswer } : undefined;
}

/** The reference run as the analyzer read it, when every call and the answer are literals: what `--confirm` runs for a module outside a runnable benchmark. */
function referenceRun(reference: readonly ReferenceCallFacts[] | undefined, answer: TaskFacts['answer']): RunPlan | undefined {
  if (!reference || !answer || !reference.every((c) => c.complete)) return undefined;
  const calls = reference.map((c) => {
    const args = Object.fromEntries(c.args.map((a) => [a.name, a.list ?? a.value]));
    return { call: (c.external ? { tool: c.tool, args, external: true } : { tool: c.tool, args }) as ReferenceCall };
  });
  return { calls, output: answer.text };
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId);
}

function position(node: ts.Node): { line: number; column: number } {
  const sf = node.getSourceFile();
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart());
  return { line: line + 1, column: character + 1 };
}

function rangeOf(node: ts.Node): SourceRange {
  const sf = node.getSourceFile();
  const start = sf.getLineAndCharacterOfPosition(node.getStart());
  const end = sf.getLineAndCharacterOfPosition(node.getEnd());
  return { file: resolve(sf.fileName), line: start.line + 1, column: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 };
}

function unreadable(file: string): FileProblem {
  return { kind: 'unreadable', file, line: 1, column: 1, endLine: 1, endColumn: 1, message: 'cannot read the file (missing or not a TypeScript module)' };
}
