import { InvalidArgumentError, Option } from 'commander';
import { ChokepointError } from '../../errors.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { powerReport, type PowerReport, powerReporters } from '../../stats/index.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface PowerOptions {
  readonly p1: number;
  readonly p2: number;
  readonly alpha: number;
  readonly power: number;
  readonly sides: 1 | 2;
  readonly n?: number;
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

export function powerVerb(options: PowerOptions): VerbOutcome<PowerReport> {
  if (options.p1 === options.p2) throw new ChokepointError('usage', '--p1 and --p2 must differ: no sample size detects a zero difference');
  try {
    return { result: powerReport(options), exitCode: EXIT.ok };
  } catch (error) {
    // The statistics refuse what they cannot compute (a difference too small for any finite n).
    if (error instanceof RangeError) throw new ChokepointError('usage', error.message);
    throw error;
  }
}

function sides(value: string): 1 | 2 {
  if (value !== '1' && value !== '2') throw new InvalidArgumentError('must be 1 (one-sided) or 2 (two-sided)');
  return Number(value) as 1 | 2;
}

export const registerPower: RegisterCommand = (program) => {
  program
    .command('power')
    .description('scenarios per group needed to detect p1 against p2 with a two-proportion z test')
    .requiredOption('--p1 <p>', 'first proportion, e.g. 0.6', probability('--p1'))
    .requiredOption('--p2 <p>', 'second proportion, e.g. 0.35', probability('--p2'))
    .option('--alpha <a>', 'significance level', probability('--alpha'), 0.05)
    .option('--power <b>', 'target power', probability('--power'), 0.8)
    // argParser replaces what choices() would check, so the parser checks the choices itself.
    .addOption(new Option('--sides <k>', 'two- or one-sided test (1 or 2)').default(2).argParser(sides))
    .option('--n <n>', 'also report the power reached with n scenarios per group', positiveInteger)
    .addOption(formatOption())
    .action((options: PowerOptions & { format: OutputFormat }) => printOutcome(powerVerb(options), powerReporters, options.format));
};
