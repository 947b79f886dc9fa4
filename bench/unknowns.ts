/**
 * Census of unknown axes: for every judge under the given files and folders, each axis the
 * analyzer leaves unknown and the reason it records (the first unknown site on that axis, as the
 * classification reports it), grouped by cause: a call that cannot be followed (by callee), a limit
 * of the evaluator (the analysis budget, the helper depth), a judge that cannot be resolved, ... .
 * Prints the count of (judge, axis) pairs per cause, most frequent first, and the judges per cause.
 *
 *   npx tsx bench/unknowns.ts judges corpora/wild corpora/heldout ... [--axes count,content,case] [--judges] [--json]
 *
 * `--judges` lists the judges of each cause; `--json` prints `{ cause: { axis: count } }` (to compare two runs).
 */
import { relative } from 'node:path';
import { analyzeFiles } from '../src/analyzer/analyze.ts';
import { collectFiles } from '../src/analyzer/lint.ts';
import type { JudgeClassification } from '../src/analyzer/types.ts';

type Axis = 'read' | 'count' | 'content' | 'case' | 'argument';
const AXIS_FIELD: Record<Axis, keyof JudgeClassification> = {
  read: 'readLocations',
  count: 'count',
  content: 'contentMatch',
  case: 'caseRule',
  argument: 'argumentConstraint',
};

/**
 * The cause of an unknown reason: its reason with what is particular to one judge taken out (the
 * line, quoted code), keeping the name of a callee that cannot be followed (`BigInt`,
 * `JSON.parse`) since the callee is what a fix models.
 */
export function causeOf(reason: string): string {
  const text = reason.replace(/ \(line \d+\)$/, '');
  const call = /calls `([^`]*)`, which cannot be followed statically/.exec(text);
  if (call) return `unfollowed call: ${calleeName(call[1])}`;
  const passes = /passes (?:a function|whole calls of the trace) to `([^`]*)`/.exec(text);
  if (passes) return `${text.startsWith('passes a function') ? 'function passed to' : 'whole calls passed to'}: ${calleeName(passes[1])}`;
  if (/past the analysis budget/.test(text)) return 'limit: MAX_ENTRIES (analysis budget)';
  if (/nested more than \d+ calls deep/.test(text)) return 'limit: MAX_DEPTH';
  // Quoted code and the context paths named are particular to the judge: the cause is the sentence around them.
  return text
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\b(?:pre|post|trace|output|messages|steps)(?:[.[][^\s:,]*)?/g, '<path>')
    .replace(/\d+/g, 'N');
}

/** The callee a reason names, without its arguments or receiver expression: `new BigInt(x)` → `BigInt`, `a.b.toFixed` → `.toFixed`. */
function calleeName(what: string): string {
  const name = what.replace(/^new /, '').replace(/\(.*$/s, '').trim();
  if (/^(Math|JSON|Number|Object|Array|String|Date|BigInt|Promise|Reflect|Intl)\./.test(name) || /^[A-Za-z_$][\w$]*$/.test(name)) return name;
  const member = /\.([A-Za-z_$][\w$]*)$/.exec(name);
  return member ? `.${member[1]}` : name;
}

function main(argv: readonly string[]): void {
  const paths = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--axes');
  const axesArg = argv[argv.indexOf('--axes') + 1];
  const axes = (argv.includes('--axes') ? axesArg.split(',') : ['read', 'count', 'content', 'case', 'argument']) as Axis[];
  const files = collectFiles(paths.length > 0 ? paths : ['judges', 'corpora'], process.cwd());
  const analysis = analyzeFiles(files);
  const causes = new Map<string, { axes: Map<Axis, number>; judges: Set<string> }>();
  let judges = 0;
  const unknownJudges = new Set<string>();
  for (const file of analysis.files) {
    for (const judge of file.judges) {
      judges++;
      const id = `${relative(process.cwd(), file.file)}:${judge.line} ${judge.judge}`;
      for (const axis of axes) {
        const value = judge.classification[AXIS_FIELD[axis]] as { known: boolean; reason?: string } | undefined;
        if (!value || value.known) continue;
        const cause = causeOf(value.reason ?? '');
        const entry = causes.get(cause) ?? { axes: new Map(), judges: new Set() };
        entry.axes.set(axis, (entry.axes.get(axis) ?? 0) + 1);
        entry.judges.add(id);
        causes.set(cause, entry);
        unknownJudges.add(id);
      }
    }
  }
  const total = (e: { axes: Map<Axis, number> }) => [...e.axes.values()].reduce((a, b) => a + b, 0);
  const sorted = [...causes].sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]));
  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(Object.fromEntries(sorted.map(([c, e]) => [c, Object.fromEntries(e.axes)])), null, 2)}\n`);
    return;
  }
  process.stdout.write(`${judges} judges in ${files.length} files; ${unknownJudges.size} unknown on some axis of ${axes.join(', ')}\n\n`);
  process.stdout.write(`${'pairs'.padStart(5)} ${'judges'.padStart(6)}  ${axes.map((a) => a.padStart(7)).join(' ')}  cause\n`);
  for (const [cause, entry] of sorted) {
    const perAxis = axes.map((a) => String(entry.axes.get(a) ?? 0).padStart(7)).join(' ');
    process.stdout.write(`${String(total(entry)).padStart(5)} ${String(entry.judges.size).padStart(6)}  ${perAxis}  ${cause}\n`);
    if (argv.includes('--judges')) for (const j of [...entry.judges].sort()) process.stdout.write(`        ${j}\n`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) main(process.argv.slice(2));
