import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { SNAPSHOT_ROOT } from '../flow/value.ts';
import type { ReferenceArgument } from '../reference.ts';
import { defineRule } from './rule.ts';
import { callsOf, referenceWitness } from './witness.ts';

/** The keys of a snapshot's files (which paths exist), and nothing of what they hold. */
const FILE_KEYS = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files\{keys\}$`);
/** Any other read of a snapshot's files: a file's text, its length, the files whole. */
const FILE_VALUES = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files`);
/** Reads that can carry what a call wrote: its arguments whole or its content, its result, the conversation, the trace whole. */
const CARRIES_CONTENT = /^(trace(\[[^\]]*\])?(\.args(\.content\b)?)?$|trace(\[[^\]]*\])?\.(result|error)\b|messages\b)/;

/**
 * A file the task's reference writes with a stated content, judged only by its path being there:
 * any content, or none, passes.
 */
export default defineRule({
  id: 'file-content-unchecked',
  severity: 'warning',
  messages: {
    unread:
      'The reference writes {{content}} to {{path}}, but the judge only checks that the file exists and never reads what it holds: the file written with any content, or empty, passes. Check its content.',
  },
  docs: {
    description: 'A file the reference writes with a stated content, judged only by whether its path exists after the run: what the file holds is never read.',
    rationale:
      'A task that asks for a summary saved to `/reports/q3.txt` is done when the file holds the summary. A judge that checks `post.files[path] !== undefined` passes an empty file, or one holding anything else: the agent that created the file and wrote nothing useful scores like one that did the work. Read the file and check what it must hold (the facts the reference writes). The rule reports only a `write_file` call of the reference with a literal path and a non-empty literal content, where the judge requires that path to exist and reads nothing that could carry the content: no file text of any snapshot (its length, the files whole), no call arguments whole or `content`, no call result, no conversation. A judge that reads the file, or the written content in the trace, is not reported.',
    invalid: {
      code: "const judge: Judge = ({ post }) => post.files['/reports/q3.txt'] !== undefined;",
      reference: "[call('write_file', { path: '/reports/q3.txt', content: 'Q3 revenue: 4.2M, up 8%.' })]",
    },
    valid: {
      code: "const judge: Judge = ({ post }) => (post.files['/reports/q3.txt'] ?? '').includes('4.2M');",
      reference: "[call('write_file', { path: '/reports/q3.txt', content: 'Q3 revenue: 4.2M, up 8%.' })]",
    },
    witness:
      'The reference run with the `content` of the `write_file` call emptied: the file is there and holds nothing of what the task asked for, so a right judge fails it, and this one, which reads no content, passes it.',
  },
  defaultOptions: {},
  check({ facts, task, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0 || !readsNoContent(facts)) return;
    const required = requiredPaths(facts);
    const writes = callsOf(task, 'write_file');
    for (const { index, call } of writes) {
      const path = argument(call.args, 'path')?.value;
      const content = argument(call.args, 'content');
      if (call.external || typeof path !== 'string' || !required.has(path) || typeof content?.value !== 'string' || content.value.trim() === '') continue;
      // The same file written by another call of the reference: which write the judge sees is not the witness's to guess.
      if (writes.some((w) => w.index !== index && argument(w.call.args, 'path')?.value === path)) continue;
      report(
        content.node,
        'unread',
        { content: JSON.stringify(content.value.length > 40 ? `${content.value.slice(0, 37)}...` : content.value), path: JSON.stringify(path) },
        referenceWitness(
          { kind: 'set-argument', call: index, tool: call.tool, argument: 'content', from: content.value, to: '', how: 'emptied' },
          false,
          content.node,
        ),
      );
    }
  },
});

const argument = (args: readonly ReferenceArgument[], name: string): ReferenceArgument | undefined => args.find((a) => a.name === name);

/** The verdict reads which files exist, and nothing that could carry what a file holds. */
function readsNoContent(facts: JudgeFacts): boolean {
  return [...facts.verdict.deps].every((dep) => FILE_KEYS.test(dep) || (!FILE_VALUES.test(dep) && !CARRIES_CONTENT.test(dep)));
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
