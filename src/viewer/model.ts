import type { JudgeDiff, TaxonomyReport } from '../analyzer/index.ts';
import type { ScenarioRecord, StateDiff } from '../contract/index.ts';
import type { Divergence, AblationRow, ReplayCheck, SkippedScenario } from '../rescore/index.ts';
import type { RunData, StatsReport } from '../runs/index.ts';
import type { ValidationReport } from '../validate/index.ts';

/** Everything the site shows, computed before any page is rendered (pages are pure functions of it). */
export interface SiteData {
  readonly runs: readonly ViewedRun[];
  /** The same report `chokepoint stats` prints for these runs. */
  readonly stats: StatsReport;
  readonly judges: JudgesData | Unavailable;
  readonly ablation: AblationData | Unavailable;
}

export interface Unavailable {
  readonly unavailable: string;
}

export const isUnavailable = (value: object): value is Unavailable => 'unavailable' in value;

export interface ViewedRun {
  readonly label: string;
  /** Folder of its trace pages under `traces/`. */
  readonly slug: string;
  /** Index into the chart palette. */
  readonly colour: number;
  readonly run: RunData;
  /** By scenario id. */
  readonly details: ReadonlyMap<string, ScenarioDetails>;
}

/** What a trace page shows beyond the stored record, from the judge definitions and a replay. */
export interface ScenarioDetails {
  /** The user task's prompt and the injection task's goal, when the definitions are known. */
  readonly prompt: string | null;
  readonly goal: string | null;
  readonly state: StateDiff | Unavailable;
  readonly divergences: readonly Divergence[];
}

export interface JudgesData {
  /** Where the judge files are shown relative to. */
  readonly root: string;
  readonly taxonomies: readonly TaxonomyReport[];
  readonly diffs: readonly JudgeDiff[];
  readonly validations: readonly ValidationReport[];
}

export interface AblationData {
  readonly version: string;
  readonly nameOnlyVersion: string | null;
  readonly rows: readonly AblationRow[];
  readonly replay: readonly ReplayCheck[];
  readonly skipped: readonly (SkippedScenario & { readonly run: string })[];
}

/** `traces/<run>/<scenario file>.html`, relative to the site root; every segment URL-encoded for href use. */
export function traceHref(run: ViewedRun, record: ScenarioRecord): string {
  return `traces/${encodeURIComponent(run.slug)}/${encodeURIComponent(traceFileName(record.scenario.id))}`;
}

/** A file name for a scenario id: ids hold `:`, `/` and `@` (locators); everything else than [A-Za-z0-9._+-] is spelled out. */
export function traceFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9._+-]/g, (c) => `~${c.codePointAt(0)!.toString(16)}`)}.html`;
}

/** A folder name for a run label, unique by its position. */
export function runSlug(label: string, index: number): string {
  return `${index + 1}-${label.replace(/[^A-Za-z0-9._+-]/g, '_')}`;
}
