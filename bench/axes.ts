/**
 * Census of axis disagreements on the labelled corpora: for every judge whose label and analyzer
 * disagree on an axis, the axis, the label's value, the analyzer's value and the cause in a word:
 * what the analyzer adds to the label's value or leaves out of it (`+substring`, `-equality`,
 * `+exactly 0`, `case-sensitive→mixed`), or `unknown` with the callee or reason (as
 * `bench/unknowns.ts` groups them). Prints each corpus's per-axis agreement (the figures the e2e
 * corpus tests print), then the causes, most frequent first, with the judges of each.
 *
 *   npx tsx bench/axes.ts [wild heldout fresh unseen sealed blind4 blind5 blind6 blind7] [--axes content,case] [--judges] [--json]
 *
 * Without corpus names it reads every informed corpus (the seven above). `--judges` lists the
 * disagreements of each cause (corpus, module, label, analyzer); `--json` prints
 * `{ corpus: { axis: agreement } }` and `{ cause: { axis: count } }` (to compare two runs).
 */
import { join } from 'node:path';
import { causeOf } from './unknowns.ts';
import { labelledModules, scoreCorpus } from '../test/analyzer/corpus-score.ts';
import { AXES, type AxisName } from '../test/analyzer/labels.ts';

const INFORMED = ['wild', 'heldout', 'fresh', 'unseen', 'sealed', 'blind4', 'blind5', 'blind6', 'blind7'];

interface Disagreement {
  readonly corpus: string;
  readonly module: string;
  readonly axis: AxisName;
  readonly label: string;
  readonly analyzer: string;
  readonly cause: string;
}

/** The elements of an axis value as the scorer renders it (`equality, substring`; `(none)` is the empty set). */
const elements = (value: string): string[] => (value === '(none)' ? [] : value.split(', '));

/**
 * The cause of one disagreement in a word: for set-valued axes (read, count, content) what the
 * analyzer has beyond the label (`+x`) and what it lacks (`-x`); for one-valued axes (case,
 * argument) `label→analyzer`; for the analyzer's unknown the cause `bench/unknowns.ts` gives.
 */
export function disagreementCause(axis: AxisName, label: string, analyzer: string): string {
  const unknown = /^unknown \((.*)\)$/s.exec(analyzer);
  if (unknown) return `unknown: ${causeOf(unknown[1])}`;
  if (label === 'unknown') return 'label unknown';
  if (axis === 'case' || axis === 'argument') return `${label}→${analyzer}`;
  const want = new Set(elements(label));
  const got = new Set(elements(analyzer));
  return [...[...got].filter((x) => !want.has(x)).map((x) => `+${x}`), ...[...want].filter((x) => !got.has(x)).map((x) => `-${x}`)].join(' ');
}

function main(argv: readonly string[]): void {
  const names = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--axes');
  const corpora = names.length > 0 ? names : INFORMED;
  const axes = argv.includes('--axes') ? (argv[argv.indexOf('--axes') + 1].split(',') as AxisName[]) : AXES;
  const figures: Record<string, Record<string, string>> = {};
  const all: Disagreement[] = [];
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  for (const corpus of corpora) {
    const score = scoreCorpus(labelledModules(join(import.meta.dirname, '..', 'corpora', corpus)));
    figures[corpus] = {};
    for (const a of score.axes) {
      if (!axes.includes(a.axis) || a.judges === 0) continue;
      figures[corpus][a.axis] = `${pct(a.agree / a.judges)} (${pct(a.unknown / a.judges)} unknown, ${a.judges})`;
      for (const d of a.disagreements) {
        const m = /^(.*?): label (.*), analyzer (.*)$/s.exec(d);
        if (!m) continue;
        all.push({ corpus, module: m[1], axis: a.axis, label: m[2], analyzer: m[3], cause: disagreementCause(a.axis, m[2], m[3]) });
      }
    }
  }
  const causes = new Map<string, Disagreement[]>();
  for (const d of all) causes.set(`${d.axis}: ${d.cause}`, [...(causes.get(`${d.axis}: ${d.cause}`) ?? []), d]);
  const sorted = [...causes].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  if (argv.includes('--json')) {
    const byCause = Object.fromEntries(sorted.map(([c, ds]) => [c, Object.fromEntries(corpora.map((k) => [k, ds.filter((d) => d.corpus === k).length]))]));
    process.stdout.write(`${JSON.stringify({ figures, causes: byCause }, null, 2)}\n`);
    return;
  }
  process.stdout.write(`agreement per axis (unknown share, judges)\n${'corpus'.padEnd(9)}${axes.map((a) => a.padEnd(27)).join('')}\n`);
  for (const corpus of corpora) process.stdout.write(`${corpus.padEnd(9)}${axes.map((a) => (figures[corpus][a] ?? '-').padEnd(27)).join('')}\n`);
  process.stdout.write(`\n${all.length} disagreements; per cause (axis: what the analyzer adds + / leaves out -), per corpus\n`);
  process.stdout.write(`${'n'.padStart(4)}  ${corpora.map((c) => c.slice(0, 7).padStart(8)).join('')}  cause\n`);
  for (const [cause, ds] of sorted) {
    const perCorpus = corpora.map((c) => String(ds.filter((d) => d.corpus === c).length || '.').padStart(8)).join('');
    process.stdout.write(`${String(ds.length).padStart(4)}  ${perCorpus}  ${cause}\n`);
    if (argv.includes('--judges')) for (const d of ds) process.stdout.write(`        ${d.corpus}/${d.module}: label ${d.label}, analyzer ${d.analyzer}\n`);
  }
  // One disagreement often has several parts (`+regex +substring`): each part alone, over every disagreement it is in.
  const parts = new Map<string, number>();
  for (const d of all)
    for (const part of d.cause.startsWith('unknown') ? [d.cause] : d.cause.split(/ (?=[+-])/))
      parts.set(`${d.axis}: ${part}`, (parts.get(`${d.axis}: ${part}`) ?? 0) + 1);
  process.stdout.write('\nper part of a cause (a disagreement counts once under each of its parts)\n');
  for (const [part, n] of [...parts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) process.stdout.write(`${String(n).padStart(4)}  ${part}\n`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) main(process.argv.slice(2));
