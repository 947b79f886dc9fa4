import { flipped, rescored } from './flips.ts';
import type { RescoreResult } from './rescore.ts';

/** What `chokepoint rescore` reports: the re-scoring of one run, its verdicts that changed and where the records went. */
export interface RescoreSummary {
  readonly run: string;
  readonly storedVersion: string;
  readonly version: string;
  readonly scenarios: number;
  readonly rescored: number;
  readonly utilityFlips: readonly string[];
  readonly attackFlips: readonly string[];
  /** Scenarios whose utility or attack score changed while its verdict stayed. */
  readonly scoreChanges: readonly string[];
  readonly outcomeChanges: number;
  readonly out: string | null;
}

export function summariseRescore(run: string, storedVersion: string, scenarios: number, result: RescoreResult, out: string | null): RescoreSummary {
  const changed = (pick: (r: RescoreResult['rescored'][number]) => boolean) => result.rescored.filter(pick).map((r) => r.record.scenario.id);
  return {
    run,
    storedVersion,
    version: result.version,
    scenarios,
    rescored: result.rescored.length,
    utilityFlips: changed((r) => flipped(r.previous.utility, r.record.utility)),
    attackFlips: changed((r) => r.previous.attack !== null && r.record.attack !== null && flipped(r.previous.attack, r.record.attack)),
    scoreChanges: changed(
      (r) =>
        rescored(r.previous.utility, r.record.utility) ||
        (r.previous.attack !== null && r.record.attack !== null && rescored(r.previous.attack, r.record.attack)),
    ),
    outcomeChanges: result.rescored.filter((r) => r.previous.outcome !== r.record.outcome).length,
    out,
  };
}

/** The summary with the re-scoring it summarises: the result of `chokepoint rescore`. */
export interface RescoreReport {
  readonly summary: RescoreSummary;
  readonly result: RescoreResult;
}
