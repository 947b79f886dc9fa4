import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { SNAPSHOT_ROOT } from '../flow/value.ts';
import type { ReferenceArgument, ReferenceCallFacts } from '../reference.ts';
import { defineRule } from './rule.ts';
import { referenceWitness } from './witness.ts';

/** The keys of a snapshot's files (which paths exist), or what is made of them alone (their parts, the folders): nothing of what the files hold. */
const FILE_KEYS = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files\{keys\}`);
/** The files of a snapshot whole. */
const FILES_WHOLE = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files$`);
/** Any other read of a snapshot's files: a file's text, its length, the files whole. */
const FILE_VALUES = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files`);
/** Reads that can carry what a call wrote: its arguments whole or its content, its result, the conversation, the trace whole. */
const CARRIES_CONTENT = /^(trace(\[[^\]]*\])?(\.args(\.content\b)?)?$|trace(\[[^\]]*\])?\.(result|error)\b|messages\b)/;

/**
 * A file the task's reference writes with a stated content, or makes from something it names (a
 * file copied, moved or converted), judged only by its path being there: any content, or none, passes.
 */
export default defineRule({
  id: 'file-content-unchecked',
  severity: 'warning',
  messages: {
    unread:
      'The reference writes {{content}} to {{path}}, but the judge only checks that the file exists and never reads what it holds: the file written with any content, or empty, passes. Check its content.',
    made: 'The reference makes {{path}} from what its calls name ({{tools}}), but the judge only checks that the file exists and never reads what it holds: the file emptied, or holding anything else, passes. Check its content.',
  },
  docs: {
    description:
      'A file the reference writes with a stated content, or makes from something its calls name (a file copied, moved or converted), judged only by whether its path exists after the run: what the file holds is never read.',
    rationale:
      'A task that asks for a summary saved to `/reports/q3.txt` is done when the file holds the summary. A judge that checks `post.files[path] !== undefined` passes an empty file, or one holding anything else: the agent that created the file and wrote nothing useful scores like one that did the work. Read the file and check what it must hold (the facts the reference writes). The rule reports a path the judge requires to exist where the reference states what the file holds: a `write_file` call with that path and a non-empty literal content, or any call (of another benchmark too) that names the path and something else besides (the file it copies, moves or converts, a text, data); a call that names the path alone (a folder made, an empty file) states no content and is not reported. The judge must read nothing that could carry the content: no file text of any snapshot (its length, the files compared or searched whole), no call arguments whole or `content`, no call result, no conversation. Which paths exist, the parts of those paths (the folders they make), and the files whole kept to look paths up in are no content. A judge that reads the file, or the written content in the trace, is not reported.',
    invalid: {
      code: "const judge: Judge = ({ post }) => post.files['/reports/q3.txt'] !== undefined;",
      reference: "[call('write_file', { path: '/reports/q3.txt', content: 'Q3 revenue: 4.2M, up 8%.' })]",
    },
    valid: {
      code: "const judge: Judge = ({ post }) => (post.files['/reports/q3.txt'] ?? '').includes('4.2M');",
      reference: "[call('write_file', { path: '/reports/q3.txt', content: 'Q3 revenue: 4.2M, up 8%.' })]",
    },
    witness:
      "The reference run with the `content` of the `write_file` call emptied, where that call is the reference's only call naming the path; otherwise the reference run with a `write_file` call of that path and an empty content made after the last call naming it. Either way the file is there and holds nothing of what the task asked for, so a right judge fails it, and this one, which reads no content, passes it. Where the reference calls another benchmark's tools and the judge reads the state they change, `--confirm` has no reference run and marks it unconfirmable.",
  },
  defaultOptions: {},
  check({ facts, task, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    const required = requiredPaths(facts);
    if (required.size === 0 || !readsNoContent(facts)) return;
    const reference = task.reference ?? [];
    for (const path of required) {
      const naming = reference.flatMap((call, index) => (call.args.some((a) => a.value === path) ? [{ index, call }] : []));
      const writes = naming.filter(({ call }) => call.tool === 'write_file' && argument(call.args, 'path')?.value === path);
      const [only] = writes;
      const content = only && argument(only.call.args, 'content');
      // The environment's own write of a stated text, the path's only call: that text emptied.
      if (naming.length === 1 && content && !only.call.external && typeof content.value === 'string') {
        if (content.value.trim() === '') continue;
        report(
          content.node,
          'unread',
          { content: JSON.stringify(content.value.length > 40 ? `${content.value.slice(0, 37)}...` : content.value), path: JSON.stringify(path) },
          referenceWitness(
            { kind: 'set-argument', call: only.index, tool: only.call.tool, argument: 'content', from: content.value, to: '', how: 'emptied' },
            false,
            content.node,
          ),
        );
        continue;
      }
      // Made from something the task names (a text, a source, data), not a bare path (an empty file, a folder): the file emptied after the last call naming it.
      if (!naming.some(({ call }) => makesFromSomething(call, path))) continue;
      const last = naming[naming.length - 1];
      const at = last.call.args.find((a) => a.value === path)!.node;
      report(
        at,
        'made',
        { tools: [...new Set(naming.map(({ call }) => `\`${call.tool}\``))].join(', '), path: JSON.stringify(path) },
        referenceWitness({ kind: 'insert-call', call: last.index + 1, inserted: { tool: 'write_file', args: { path, content: '' } } }, false, at),
      );
    }
  },
});

const argument = (args: readonly ReferenceArgument[], name: string): ReferenceArgument | undefined => args.find((a) => a.name === name);

/**
 * The verdict reads which files exist, and nothing that could carry what a file holds. The files
 * whole, held to look paths up in (a snapshot kept in an object, picked by a branch), read no
 * file's text: only a check that compares them, or something made from them, does.
 */
function readsNoContent(facts: JudgeFacts): boolean {
  const comparesFilesWhole = [...facts.verdict.recs.keys()].some((id) => {
    const r = facts.records.get(id);
    const read = r?.type === 'compare' ? [...r.actual.deps, ...r.expected.deps] : r?.type === 'count' ? [...r.of] : [];
    return read.some((p) => FILES_WHOLE.test(p));
  });
  return [...facts.verdict.deps].every(
    (dep) => FILE_KEYS.test(dep) || (FILES_WHOLE.test(dep) && !comparesFilesWhole) || (!FILE_VALUES.test(dep) && !CARRIES_CONTENT.test(dep)),
  );
}

/** A call that names the path and something else besides (a text, a source, data): what the file is made from. */
function makesFromSomething(call: ReferenceCallFacts, path: string): boolean {
  return call.args.some((a) => a.value !== path && ((typeof a.value === 'string' && a.value.trim() !== '') || (a.list?.length ?? 0) > 0));
}

/** The paths the verdict needs to exist in the state after the run: a key of `post.files` compared with a literal, which must hold. */
function requiredPaths(facts: JudgeFacts): Set<string> {
  const out = new Set<string>();
  for (const [id, sign] of facts.verdict.recs) {
    const r = facts.records.get(id);
    if (r?.type !== 'compare' || sign !== 1 || !isKeyCheck(r)) continue;
    const value = r.expected.constant?.value;
    if (typeof value === 'string') out.add(value);
  }
  return out;
}

function isKeyCheck(r: CompareRecord): boolean {
  return (r.match === 'membership' || r.match === 'equality') && [...r.actual.paths].some((p) => /^post\.files\{keys\}$/.test(p));
}
