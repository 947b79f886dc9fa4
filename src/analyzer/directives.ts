import { readFileSync } from 'node:fs';
import { ts } from './typescript.js';
import { didYouMean } from './registry-parts.ts';
import { RULE_IDS } from './rules/index.ts';
import type { Finding, Severity } from './types.ts';

/**
 * Inline disables, as ESLint writes them:
 *
 *     // chokepoint-disable-next-line unused-value, dead-alternative -- kept to reproduce 1.0.0
 *
 * The reason after `--` is required (a disable without one is an error and suppresses nothing),
 * and a disable that suppresses no finding is itself reported.
 */
const DISABLE_NEXT_LINE = 'chokepoint-disable-next-line';

export interface DisableDirective {
  /** Absolute path. */
  readonly file: string;
  /** Where the comment is (1-based). */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** The line it applies to: the one after the comment. */
  readonly targetLine: number;
  readonly rules: readonly string[];
  /** The text after `--`, trimmed; undefined when there is none. */
  readonly reason?: string;
}

const DIRECTIVE = new RegExp(`^\\s*${DISABLE_NEXT_LINE}(?=\\s|$)(.*)$`, 's');

/** Every disable directive in a module's comments, in source order. */
function parseDirectives(file: string, source: string): DisableDirective[] {
  if (!source.includes(DISABLE_NEXT_LINE)) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const seen = new Set<number>();
  const out: DisableDirective[] = [];
  const visitComments = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const directive = directiveOf(file, sourceFile, range);
      if (directive) out.push(directive);
    }
  };
  const visit = (node: ts.Node) => {
    visitComments(ts.getLeadingCommentRanges(source, node.pos));
    visitComments(ts.getTrailingCommentRanges(source, node.end));
    node.forEachChild(visit);
  };
  visit(sourceFile);
  visitComments(ts.getLeadingCommentRanges(source, sourceFile.endOfFileToken.pos));
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

function directiveOf(file: string, sourceFile: ts.SourceFile, range: ts.CommentRange): DisableDirective | undefined {
  const raw = sourceFile.text.slice(range.pos, range.end);
  const body = range.kind === ts.SyntaxKind.SingleLineCommentTrivia ? raw.slice(2) : raw.slice(2, -2);
  const match = DIRECTIVE.exec(body);
  if (!match) return undefined;
  const [list, ...reasonParts] = match[1].split(/\s-{2,}\s|\s-{2,}$/);
  const reason = reasonParts.join(' -- ').trim();
  const start = sourceFile.getLineAndCharacterOfPosition(range.pos);
  const end = sourceFile.getLineAndCharacterOfPosition(range.end);
  return {
    file,
    line: start.line + 1,
    column: start.character + 1,
    endLine: end.line + 1,
    endColumn: end.character + 1,
    targetLine: end.line + 2,
    rules: list.split(/[\s,]+/).filter((r) => r !== ''),
    reason: reason === '' ? undefined : reason,
  };
}

export interface DirectiveOutcome<F> {
  /** The findings no valid directive suppresses. */
  readonly findings: F[];
  /** Invalid directives (errors) and unused ones (at `unusedSeverity`). */
  readonly problems: DirectiveProblem[];
  readonly suppressed: number;
}

export interface DirectiveProblem {
  readonly kind: 'invalid-disable' | 'unused-disable';
  readonly severity: Severity;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

/**
 * Applies the disable directives of the linted files (and of the helper modules findings were
 * found in) to the findings. A directive without a reason, without a rule, or naming an unknown
 * rule is an error and suppresses nothing; one that suppresses nothing in a linted file is reported.
 */
export function applyDirectives<F extends Pick<Finding, 'file' | 'line' | 'ruleId'>>(
  linted: readonly string[],
  findings: readonly F[],
  unusedSeverity: Severity | 'off',
  sources?: ReadonlyMap<string, string>,
): DirectiveOutcome<F> {
  const files = [...new Set([...linted, ...findings.map((f) => f.file)])].sort();
  const problems: DirectiveProblem[] = [];
  const valid: DisableDirective[] = [];
  for (const file of files) {
    let source: string;
    try {
      source = sources?.get(file) ?? readFileSync(file, 'utf8');
    } catch {
      continue; // an unreadable file is reported by the analysis itself
    }
    for (const directive of parseDirectives(file, source)) {
      const invalid = invalidReason(directive);
      if (invalid) problems.push(problemAt(directive, 'invalid-disable', 'error', invalid));
      else valid.push(directive);
    }
  }
  const used = new Set<string>();
  const use = (d: DisableDirective, rule: string) => used.add(`${d.file}\u0000${d.line}\u0000${rule}`);
  const kept = findings.filter((f) => {
    const directive = valid.find((d) => d.file === f.file && d.targetLine === f.line && d.rules.includes(f.ruleId));
    if (directive) use(directive, f.ruleId);
    return !directive;
  });
  const lintedSet = new Set(linted);
  if (unusedSeverity !== 'off') {
    for (const d of valid.filter((v) => lintedSet.has(v.file))) {
      for (const rule of d.rules.filter((r) => !used.has(`${d.file}\u0000${d.line}\u0000${r}`))) {
        problems.push(problemAt(d, 'unused-disable', unusedSeverity, `unused ${DISABLE_NEXT_LINE}: no ${rule} finding on line ${d.targetLine}; remove it`));
      }
    }
  }
  return { findings: kept, problems, suppressed: findings.length - kept.length };
}

function invalidReason(d: DisableDirective): string | undefined {
  const usage = `\`// ${DISABLE_NEXT_LINE} <rule> -- <reason>\``;
  if (d.rules.length === 0) return `${DISABLE_NEXT_LINE} must name the rule(s) it disables: ${usage}`;
  const unknown = d.rules.filter((r) => !(RULE_IDS as readonly string[]).includes(r));
  if (unknown.length > 0) {
    return `${DISABLE_NEXT_LINE} names unknown rule(s) ${unknown.map((r) => `${r}${didYouMean(r, RULE_IDS)}`).join(', ')}; rules: ${RULE_IDS.join(', ')}`;
  }
  if (d.reason === undefined) return `${DISABLE_NEXT_LINE} needs a reason after \`--\`: ${usage}; without one it disables nothing`;
  return undefined;
}

function problemAt(d: DisableDirective, kind: DirectiveProblem['kind'], severity: Severity, message: string): DirectiveProblem {
  return { kind, severity, file: d.file, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn, message };
}
