/** 1-based line of the first `key:` property in a module's source, for messages that name a field. */
export function lineOfProperty(source: string, key: string): number | undefined {
  const pattern = new RegExp(`(^|[\\s{,])['"]?${key}['"]?\\s*:`);
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index === -1 ? undefined : index + 1;
}

/**
 * 1-based line of the `occurrence`-th line quoting `text` (a task id named in a suite or a
 * manifest), counting only from the line of property `after` on when given (`knownDefects`).
 */
export function lineOfLiteral(source: string, text: string, options: { occurrence?: number; after?: string } = {}): number | undefined {
  const from = options.after === undefined ? 1 : lineOfProperty(source, options.after);
  if (from === undefined) return undefined;
  const quoted = [`'${text}'`, `"${text}"`, `\`${text}\``];
  const lines = source.split('\n').flatMap((line, index) => (index + 1 >= from && quoted.some((q) => line.includes(q)) ? [index + 1] : []));
  return lines[(options.occurrence ?? 1) - 1];
}
