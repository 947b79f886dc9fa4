/**
 * Context paths and what they say of a value's provenance: `post.emails[].to` is the `to` field of
 * an e-mail; a value computed from it without changing what it is keeps the path, and a part of it
 * carries a marker — `{split}` the parts of a text, `{match}` what a regular expression matched in
 * it (the whole match and its groups) — so a recipient list split at commas is still read from
 * `to`, and its elements are still recipients.
 */

/** The parts of a text split at a separator. */
const SPLIT = '{split}';
/** What a regular expression matched in a text: the match, its groups. */
export const MATCH = '{match}';

/** Markers of a part of what the path before them holds that is still of its kind: elements, the parts of a split text. */
const PARTS = /(\[\]|\[\*\]|\[\d+\]|\{split\})+$/;

/**
 * The field or argument a path reads (`to` of `post.emails[].to`, of `trace[].args.to`, of
 * `post.emails[].to{split}`: a list of recipients split at commas holds recipients), through the
 * parts taken of it; undefined for a whole collection, the output or a key, and for what a regular
 * expression matched in a field (a piece of it, not its value: the path of a URL).
 */
export function fieldOfPath(path: string): string | undefined {
  return /\.([A-Za-z_$][\w$]*)$/.exec(path.replace(PARTS, ''))?.[1];
}

/** Whether two sets of paths hold the same paths. */
export function samePaths(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((p) => b.has(p));
}

/** A whole element taken of a list (`trace[]`, `trace[0]`, `post.emails[-1]`): the list's path before it. */
const ELEMENT_OF_LIST = /^(.+?)(?:\[\]|\[-?\d+\])$/;

/** The collections of the context whose path is also that of an element taken by position (`trace.at(-1)` keeps `trace`). */
const COLLECTION_ROOT = /^(trace|messages|steps)$/;

/**
 * What testing a record for presence reads (`call === undefined`, `if (!call)`, where `call` is a
 * whole element of a list): whether the list has an element there, which is how many it holds
 * (`trace[]` gives `trace.length`), not what the element carries. Any other path is read as it is.
 */
export function presencePath(path: string): string {
  const list = ELEMENT_OF_LIST.exec(path)?.[1] ?? (COLLECTION_ROOT.test(path) ? path : undefined);
  return list === undefined ? path : `${list}.length`;
}

/** Whether `path` is `root` or reads a part of what it holds (`root.x`, `root[]`, `root[0]`). */
export function isWithinPath(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[`);
}

/**
 * The path of the parts of what `path` holds, split at a separator. A part of a part of a text is a
 * part of that text: a path already read as such a part stays as it is. Text normalised in a loop
 * (`words = words.join(' ').split(' ')` once per pass) otherwise grows one marker per split, and
 * each length is another path to carry, compare and fingerprint.
 */
export function splitPartPath(path: string): string {
  return PARTS.exec(path)?.[0].includes(SPLIT) ? path : `${path}${SPLIT}`;
}

/** The path of what a regular expression matched in what `path` holds: a match within a match is a piece of the same text. */
export function matchPath(path: string): string {
  return path.endsWith(MATCH) ? path : `${path}${MATCH}`;
}

/** A part of a text (split, matched): its elements are strings, not the elements of a collection. */
export function isTextPart(path: string): boolean {
  return path.includes(SPLIT) || path.includes(MATCH);
}

/** Marks of what is taken of a text by position or by splitting: a character (`[]`, `[0]`), its length, its split parts. */
const TAKEN_OF_TEXT = /(\[\]|\[\d+\]|\.length|\{split\})+$/;

/** The agent's final answer. */
const ANSWER = 'output';

/**
 * Whether a path reads the agent's final answer: the answer itself, or a part of it taken by position
 * or by splitting (a character, its length, a part split at a separator). A part of the answer is
 * still text the agent wrote, so every rule asking "is this the answer?" asks it here. What a
 * pattern matched in it is a piece the pattern chose, not asked here.
 */
export function readsAnswer(path: string): boolean {
  return path === ANSWER || path.replace(TAKEN_OF_TEXT, '') === ANSWER;
}

/**
 * The arguments of the agent's calls a path reads: one argument by name (`to` of `trace[].args.to`),
 * each argument (`trace[].args[*]`, `Object.values(call.args)`), or the arguments as a whole
 * (`trace[].args`, its keys); undefined for a path that reads no argument.
 */
export function traceArgumentOf(path: string): { readonly name: string } | 'each' | 'whole' | undefined {
  const m = /^trace(?:\[[^\]]*\])?\.args(?:\.([\w$]+)|(\[\*\]))?/.exec(path);
  if (!m) return undefined;
  return m[1] !== undefined ? { name: m[1] } : m[2] !== undefined ? 'each' : 'whole';
}

/** Who spoke a turn of the conversation (`messages[].role`): it chooses whose turns are read, as a tool name chooses calls. */
export function isMessageRole(path: string): boolean {
  return /^messages(\[[^\]]*\])?\.role$/.test(path);
}

/**
 * The part of a snapshot of the state a path reads (`post.tables.orders` of `post.tables.orders[].id`,
 * `post.files` of `post.files{keys}`, `post.files["/a"]`), with the snapshot: `pre` is the state the
 * agent was given, `post` the state it left. Undefined for a path that reads no snapshot, and for a
 * table a path reads without naming it (`post.tables[*]`: any table).
 */
export function statePart(path: string): { readonly snapshot: 'pre' | 'post'; readonly part: string } | undefined {
  const m = /^(pre|post)\.(tables\.[\w$]+|[\w$]+)/.exec(path);
  if (!m || m[2] === 'tables') return undefined;
  return { snapshot: m[1] as 'pre' | 'post', part: `${m[1]}.${m[2]}` };
}

/** Whether a path reads a snapshot of the state at all, a table it does not name included (`pre.tables[*]`). */
export function readsSnapshot(path: string, snapshot: 'pre' | 'post'): boolean {
  return path === snapshot || path.startsWith(`${snapshot}.`) || path.startsWith(`${snapshot}[`);
}

/**
 * Whether a path reads what the agent reports: its final answer, or what its calls returned
 * (`trace[].result`, a part of it), which a judge may take as the agent's answer (the rows its last
 * query gave).
 */
export function readsReported(path: string): boolean {
  return readsAnswer(path) || readsCallResult(path);
}

/** Whether a path reads what a call returned (`trace[].result`, `trace[0].result.rows`). */
export function readsCallResult(path: string): boolean {
  return /^trace(?:\[[^\]]*\])?\.result\b/.test(path);
}

/** Whether a path reads the error a call gave (`trace[].error`, `trace[0].error.message`). */
export function readsCallError(path: string): boolean {
  return /^trace(?:\[[^\]]*\])?\.error\b/.test(path);
}
