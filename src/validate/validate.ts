import { performance } from 'node:perf_hooks';
import { analyzeFiles, describeWitness } from '../analyzer/index.ts';
import type { EquivalentMutant, KnownDefect } from '../contract/index.ts';
import type { ResolvedBenchmark } from '../registry/index.ts';
import { defaultSandbox, type Sandbox } from '../sandbox/index.ts';
import { VALIDATION_CHECKS } from './checks.ts';
import { benchmarkLab, confirmWitness, type WitnessBases } from './confirm.ts';
import { ValidationContext } from './context.ts';
import {
  DYNAMIC_DEFECTS,
  type JudgeTarget,
  type JudgeValidation,
  type MutantTally,
  type RawFinding,
  type UnconfirmedDefect,
  type ValidationCheckId,
  type ValidationFinding,
  type ValidationReport,
  type WitnessCheck,
} from './types.ts';

const NO_MUTANTS: MutantTally = { generated: 0, rejected: 0, accepted: 0, equivalentAccepted: 0, equivalentRejected: 0, stateIdentical: 0 };

/** Every judge of every suite at the resolved version: utility judges of user (and probe) tasks, attack judges of injection tasks. */
export function judgeTargets(resolved: ResolvedBenchmark): JudgeTarget[] {
  return resolved.suites.flatMap(({ definition: { name: suite } }) => [
    ...resolved.userTasks(suite).map(({ definition: task }): JudgeTarget => ({ judge: 'utility', suite, task })),
    ...resolved.injectionTasks(suite).map(({ definition: task }): JudgeTarget => ({ judge: 'attack', suite, task })),
  ]);
}

/**
 * Runs every dynamic check on every judge resolved at `resolved.version` and compares the findings
 * with the version manifest's knownDefects: a finding whose DefectId the manifest lists for that
 * judge is documented; the rest are undocumented (the verb exits 1 on them). Dynamic defects the
 * manifest lists but no check confirmed are returned too.
 */
export interface ValidateOptions {
  /** Where judges run and reference calls execute; default: the shared sandbox. */
  readonly sandbox?: Sandbox;
  /** Also run the witnesses of the analyzer's findings on these judges (default true). */
  readonly witnesses?: boolean;
}

export async function validateJudges(resolved: ResolvedBenchmark, options: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const sandbox = options.sandbox ?? defaultSandbox();
  const contexts = new Map(resolved.suites.map((s) => [s.definition.name, new ValidationContext(resolved, s, sandbox)]));
  const known = resolved.manifest.knownDefects;
  const judges: JudgeValidation[] = [];
  for (const target of judgeTargets(resolved)) {
    const context = contexts.get(target.suite)!;
    const findings: ValidationFinding[] = [];
    let mutants = NO_MUTANTS;
    let benignTraces = 0;
    let judgeErrorReported = false;
    for (const check of VALIDATION_CHECKS) {
      if (!check.judges.includes(target.judge)) continue;
      context.takeErrors();
      const outcome = await check.run(target, context);
      mutants = outcome.mutants ?? mutants;
      benignTraces = outcome.benignTraces ?? benignTraces;
      const judgeErrors: RawFinding[] = judgeErrorReported ? [] : judgeErrorFinding(check.id, outcome.findings, context.takeErrors());
      judgeErrorReported ||= judgeErrors.length > 0;
      for (const raw of [...outcome.findings, ...judgeErrors]) {
        const finding = { suite: target.suite, task: target.task.id, taskVersion: target.task.version, judge: target.judge, ...raw };
        const documented = isDocumented(known, target, raw.defect);
        const explained = documented ? undefined : equivalenceFor(finding, resolved.manifest.equivalentMutants ?? []);
        findings.push({ ...finding, documented, ...(explained !== undefined ? { explained } : {}) });
      }
    }
    judges.push({ suite: target.suite, task: target.task.id, taskVersion: target.task.version, judge: target.judge, findings, mutants, benignTraces });
  }
  const findings = judges.flatMap((j) => j.findings);
  return {
    version: resolved.version,
    witnesses: options.witnesses === false ? [] : await staticWitnesses(judgeTargets(resolved), contexts, sandbox),
    judges,
    findings,
    undocumented: findings.filter((f) => !f.documented && f.explained === undefined),
    explained: findings.filter((f) => f.explained !== undefined),
    unconfirmed: unconfirmed(known, findings),
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * The analyzer's findings on the judges (default rules, read statically), each witness run in its
 * suite's environment, as `lint --confirm` runs them.
 */
async function staticWitnesses(targets: readonly JudgeTarget[], contexts: ReadonlyMap<string, ValidationContext>, sandbox: Sandbox): Promise<WitnessCheck[]> {
  const analysis = analyzeFiles([...new Set(targets.map((t) => t.task.file))]);
  const judgesOf = new Map(analysis.files.map((f) => [f.file, f.judges]));
  const out: WitnessCheck[] = [];
  for (const target of targets) {
    const lab = benchmarkLab(sandbox, target.task, contexts.get(target.suite)!.fixture);
    const bases: WitnessBases = new Map();
    const findings = (judgesOf.get(target.task.file) ?? []).filter((j) => j.judge === target.judge).flatMap((j) => j.findings);
    for (const finding of findings) {
      out.push({
        suite: target.suite,
        task: target.task.id,
        taskVersion: target.task.version,
        judge: target.judge,
        ruleId: finding.ruleId,
        message: finding.message,
        witness: describeWitness(finding.witness, target.judge),
        confirmation: await confirmWitness(finding.witness, lab, bases),
      });
    }
  }
  return out;
}

/**
 * A judge that threw or was stopped on some situation of a check, when the check found nothing else
 * (a rejected reference already says why): its verdicts there are errors, not answers. Reported once
 * per judge, at the first check that saw it fail: later checks run the same judge on the same kind
 * of situations and would only repeat it.
 */
function judgeErrorFinding(check: ValidationCheckId, findings: readonly RawFinding[], errors: readonly string[]): RawFinding[] {
  if (errors.length === 0 || findings.length > 0) return [];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more situation(s))` : '';
  return [{ check, defect: 'judge-error', message: `the judge failed instead of answering: ${errors[0]}${more}` }];
}

/** The reason a reviewed equivalent mutant of the manifest gives for this accepted mutant, if one covers it. */
function equivalenceFor(finding: Omit<ValidationFinding, 'documented' | 'explained'>, entries: readonly EquivalentMutant[]): string | undefined {
  const { mutation } = finding;
  if (finding.defect !== 'accepts-mutant' || mutation?.original === undefined) return undefined;
  const original = mutation.original;
  return entries.find((e) => e.task === finding.task && e.judge === finding.judge && e.operator === mutation.operator && e.values.includes(original))?.reason;
}

function isDocumented(known: readonly KnownDefect[], target: JudgeTarget, defect: string): boolean {
  return known.some((k) => k.task === target.task.id && k.judge === target.judge && (k.defects as readonly string[]).includes(defect));
}

function unconfirmed(known: readonly KnownDefect[], findings: readonly ValidationFinding[]): UnconfirmedDefect[] {
  return known.flatMap((k) =>
    k.defects
      .filter((d) => DYNAMIC_DEFECTS.includes(d))
      .filter((d) => !findings.some((f) => f.task === k.task && f.judge === k.judge && f.defect === d))
      .map((defect) => ({ task: k.task, judge: k.judge, defect })),
  );
}
