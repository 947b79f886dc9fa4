import compare from 'semver/functions/compare.js';

/** Made at the first comparison: building it costs about 25 ms (ICU's collation data), paid at every start of `lint` when made at import. */
let naturalCollator: Intl.Collator | undefined;

/** `user_task_2` before `user_task_10`. */
export function compareNatural(a: string, b: string): number {
  naturalCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });
  return naturalCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Semver precedence (1.10.0 > 1.9.0, 1.2.0-rc.1 < 1.2.0); build metadata breaks ties by text. */
export function compareVersions(a: string, b: string): number {
  return compare(a, b) || compareNatural(a, b);
}

/** Equal precedence: `1.1.0` and `1.1.0+rebuild` name the same version. */
export function sameVersion(a: string, b: string): boolean {
  return compare(a, b) === 0;
}

// The regular expression of semver.org (no `v` prefix, no surrounding space, build metadata allowed).
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export function isSemver(text: string): boolean {
  return SEMVER.test(text);
}
