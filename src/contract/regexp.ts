/** `text` with every character a regular expression gives a meaning escaped: the pattern matches `text` itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
