import { InvalidArgumentError } from 'commander';

/** Parsers of option values: a bad value is commander's usage error naming the option, before the verb runs. */

export const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected an integer >= ${min}`);
    if (n > max) throw new InvalidArgumentError(`at most ${max}`);
    return n;
  };

/** An endpoint must be an absolute http(s) URL; anything else is refused before the run, not recorded as failing environments. */
export const httpUrl = (text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError('expected an http(s) URL, e.g. http://127.0.0.1:11434/v1');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`expected an http(s) URL, not ${url.protocol}`);
  return text;
};

/** A repeatable option: every value, in order. */
export const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

/** `--price 0.15/0.60`: dollars per million input and output tokens. */
export const price = (text: string): { inputPerMillion: number; outputPerMillion: number } => {
  const parts = text.split('/').map((p) => (p.trim() === '' ? NaN : Number(p)));
  if (parts.length !== 2 || parts.some((n) => !(n >= 0 && Number.isFinite(n))))
    throw new InvalidArgumentError('expected IN/OUT, US dollars per million input and output tokens, e.g. 0.15/0.60');
  return { inputPerMillion: parts[0], outputPerMillion: parts[1] };
};

/** A number in [min, max]. */
export const between =
  (min: number, max: number) =>
  (text: string): number => {
    const n = Number(text);
    if (text.trim() === '' || !(n >= min && n <= max)) throw new InvalidArgumentError(`expected a number in [${min}, ${max}]`);
    return n;
  };

/** A comma list of ids, none of them empty. */
export const commaList = (text: string): string[] => {
  const ids = text.split(',').map((id) => id.trim());
  if (ids.some((id) => id === '')) throw new InvalidArgumentError(`expected a comma list of ids, got ${JSON.stringify(text)}`);
  return ids;
};
