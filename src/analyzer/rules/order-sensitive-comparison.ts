import type { CompareRecord } from '../flow/facts.ts';
import { isTextPart } from '../flow/paths.ts';
import { short } from '../flow/syntax.ts';
import { defineRule } from './rule.ts';

/**
 * Lists compared in order (`JSON.stringify(a) === JSON.stringify(b)`, joined and compared) where
 * the order carries no meaning: rows, e-mails and files of the state, recipients and ids.
 */
export interface OrderSensitiveComparisonOptions {
  /** Names of call arguments (regular expression source) whose lists are sets: recipients, ids, members. */
  readonly unorderedArguments: string;
}

export default defineRule<'ordered', OrderSensitiveComparisonOptions>({
  id: 'order-sensitive-comparison',
  severity: 'warning',
  messages: {
    ordered:
      '`{{text}}` compares {{what}} as lists, in order, but their order carries no meaning: the same {{what}} in another order fail the check. Sort both sides first or compare them as sets.',
  },
  docs: {
    description: 'Lists compared in order where order carries no meaning (rows, recipients, sets of ids).',
    rationale:
      'The state keeps rows and e-mails in the order they were written, and an agent may send the invitations in any order: comparing the serialised lists rejects a correct run (or, for an attack judge, misses a successful one). Sort both sides, or compare sizes and membership.',
    invalid: {
      code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => r.email)) === JSON.stringify(['ana@acme.test', 'ben@acme.test']);",
    },
    valid: {
      code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => String(r.email)).sort()) === JSON.stringify(['ana@acme.test', 'ben@acme.test']);",
    },
  },
  defaultOptions: { unorderedArguments: '^(to|cc|bcc|recipients?|receivers?|attendees|participants|members|users|emails|addresses|channels|ids|\\w+_ids)$' },
  check({ facts, options, report }) {
    const unorderedArgument = new RegExp(`\\.args\\.(${options.unorderedArguments.replace(/^\^|\$$/g, '')})$`, 'i');
    for (const id of facts.verdict.recs.keys()) {
      const record = facts.records.get(id);
      if (record?.type !== 'compare' || record.match !== 'list-equality') continue;
      const what = unorderedList(record, unorderedArgument);
      if (what) report(record.node, 'ordered', { text: short(record.node), what });
    }
  },
});

/** What the compared list holds, when it is a list whose order means nothing. */
function unorderedList(record: CompareRecord, unorderedArgument: RegExp): string | undefined {
  // The parts of a text (its lines, its words, what a pattern matched) are in the text's own order.
  const own = [...record.actual.paths, ...(record.actual.elems ?? [])];
  if (own.length > 0 && own.every(isTextPart)) return undefined;
  const paths = [...record.actual.paths, ...(record.actual.elems ?? []), ...record.actual.deps];
  for (const path of paths) {
    const state = /^(pre|post)\.(emails|files|tables\.[^.[\]]+)/.exec(path);
    if (state) return state[2] === 'emails' ? 'e-mails' : state[2] === 'files' ? 'files' : 'rows';
    if (path.startsWith('trace') && unorderedArgument.test(path)) return `\`${path.replace(/^.*\.args\./, '')}\` values`;
  }
  return undefined;
}
