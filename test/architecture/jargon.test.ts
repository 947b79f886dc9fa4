import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Product text cites its sources by what they are — "the metrics and authorization model", "the
 * Chokepoint Harness paper" — never by the project's internal numbering of its source documents
 * ("seed 000", "seed 001's Table 1", `JOINT_SEED_KEYS`, `000_<hash>.txt`). A random-number seed
 * (`--seed`, the manifest's `seed`, `seededRandom`) is not jargon and must stay allowed.
 */
const JARGON: readonly { readonly pattern: RegExp; readonly what: string }[] = [
  { pattern: /\bseeds?[ _-]?00[01]\b/i, what: 'a source cited by its internal number' },
  { pattern: /\b00[01]_[0-9a-f]{8,}\b/i, what: 'a source cited by its file name' },
  { pattern: /SEED_KEYS|ToSeed\b/, what: 'an exported name that calls a source "seed"' },
  { pattern: /\bthe seed(?:'s| (?:table|example|keys?|paper|fields?)\b)/i, what: 'a source called "the seed"' },
];

const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['README.md', 'package.json', 'src', 'bin', 'test', 'docs', 'reports', 'bench', 'scripts', 'judges', 'versions', 'corpora'];
const TEXT = new Set(['.ts', '.js', '.mjs', '.json', '.md', '.html', '.css', '.txt', '.yml', '.yaml']);
const SELF = relative(ROOT, import.meta.filename);

function textFiles(path: string): string[] {
  const full = join(ROOT, path);
  const entries = readdirSync(full, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && TEXT.has(extname(e.name)))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((file) => file !== SELF)
    .sort();
}

function jargonIn(text: string): string | null {
  return JARGON.find((j) => j.pattern.test(text))?.what ?? null;
}

function findings(files: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const what = jargonIn(line);
        if (what !== null) out.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      });
  }
  return out;
}

describe('no internal jargon for the sources', () => {
  it('in the README, package.json, src, tests, docs, generated reports, benchmarks, scripts and the bundled suites', () => {
    const files = SCANNED.flatMap((path) => (extname(path) === '' ? textFiles(path) : [path]));
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('reports/ablation.md');
    expect(findings(files)).toEqual([]);
  });

  it.each([
    'Seed 000 keys benign results by task',
    "the D1-D4 ablation (seed 001's Table 1)",
    'computes the seed-000 metrics from the records',
    'Statistics of seeds 000 and 001',
    'export const JOINT_SEED_KEYS = {',
    'import { securityMetricsToSeed } from',
    'see /work/shared/seeds/001_ab9d0983bd12ef9a.txt',
    "reproduces the seed's hand computation",
    "describe('authorizeCall: the seed example'",
  ])('recognises %j', (line) => {
    expect(jargonIn(line)).not.toBeNull();
  });

  it.each([
    'chokepoint run ... --repeats 5 --temperature 0.7 --seed 1234',
    '--attacks important_instructions,tool_notice --repeats 3 --temperature 0.7 --seed 1',
    'the seed sent as seed + repeat - 1',
    'readonly seed?: number;',
    'const random = seededRandom(7);',
    'DEFAULT_PERMUTATION_SEED',
    'guarana seed extract',
    'octal(136, 12, 1_700_000_000);',
    '(tokens.input * price.inputPerMillion) / 1_000_000',
    'where the server honours seeds.',
  ])('leaves the random seed and look-alikes alone: %j', (line) => {
    expect(jargonIn(line)).toBeNull();
  });
});
