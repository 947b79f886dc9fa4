import { InvalidArgumentError, Option } from 'commander';
import { ChokepointError } from '../../errors.ts';
import { powerTwoProportions, sampleSizeTwoProportions, type SampleSizeResult } from '../../stats/power.ts';
import { renderJson, renderTable, type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface PowerOptions {
  p1: number;
  p2: number;
  alpha: number;
  power: number;
  sides: 1 | 2;
  n?: number;
  format: OutputFormat;
}

function probability(name: string): (value: string) => number {
  return (value) => {
    const x = Number(value);
    if (value.trim() === '' || !(x > 0 && x < 1)) throw new InvalidArgumentError(`${name} must be a number strictly between 0 and 1`);
    return x;
  };
}

function positiveInteger(value: string): number {
  const x = Number(value);
  if (!Number.isInteger(x) || x < 1) throw new InvalidArgumentError('must be a positive integer');
  return x;
}

export interface PowerReport extends SampleSizeResult {
  /** Power reached with the `--n` scenarios per group the user asked about. */
  readonly atN?: { readonly n: number; readonly power: number };
}

export const registerPower: RegisterCommand = (program) => {
  program
    .command('power')
    .description('scenarios per group needed to detect p1 against p2 with a two-proportion z test')
    .requiredOption('--p1 <p>', 'first proportion, e.g. 0.6', probability('--p1'))
    .requiredOption('--p2 <p>', 'second proportion, e.g. 0.35', probability('--p2'))
    .option('--alpha <a>', 'significance level', probability('--alpha'), 0.05)
    .option('--power <b>', 'target power', probability('--power'), 0.8)
    .addOption(new Option('--sides <k>', 'two- or one-sided test').choices(['1', '2']).default(2).argParser((v) => Number(v) as 1 | 2))
    .option('--n <n>', 'also report the power reached with n scenarios per group', positiveInteger)
    .addOption(formatOption())
    .action((options: PowerOptions) => {
      if (options.p1 === options.p2) throw new ChokepointError('usage', '--p1 and --p2 must differ: no sample size detects a zero difference');
      const result = sampleSizeTwoProportions(options);
      const report: PowerReport =
        options.n === undefined ? result : { ...result, atN: { n: options.n, power: powerTwoProportions({ ...options, n: options.n }) } };
      process.stdout.write(options.format === 'json' ? renderJson(report) : renderPower(report, options.format));
    });
};

function renderPower(report: PowerReport, format: Exclude<OutputFormat, 'json'>): string {
  const rows: [string, string | number][] = [
    ['p1', report.p1],
    ['p2', report.p2],
    ['alpha', report.alpha],
    ['target power', report.power],
    ['sides', report.sides],
    ['n (unrounded)', report.exact.toFixed(2)],
    ['per group', report.perGroup],
    ['power at per group', report.achievedPower.toFixed(3)],
  ];
  if (report.atN) rows.push([`power at n = ${report.atN.n}`, report.atN.power.toFixed(3)]);
  const headline = `${report.perGroup} per group (${2 * report.perGroup} scenarios in total)\n\n`;
  return headline + renderTable({ columns: ['parameter', 'value'], rows }, format) + `\n${report.formula}\n`;
}
