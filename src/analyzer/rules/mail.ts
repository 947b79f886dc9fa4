import type { JudgeFacts } from '../flow/facts.ts';
import { fieldOfPath } from '../flow/paths.ts';
import type { ReferenceCallFacts } from '../reference.ts';
import { matchNeeded } from './witness.ts';

/**
 * Mail judges that check what a mail says and never whom it goes to. unchecked-mail-recipient
 * reports them; unchecked-reference-argument, which would report the same recipient as an
 * unchecked argument of the reference, defers to it there (one defect, one finding).
 */

/** Tools that send a message to recipients: chokepoint's `send_email`, and the like of other benchmarks. */
const MAIL_TOOL = /^(send_?e?mail|send_?message|reply_?(to_?)?e?mail|forward_?e?mail)$/i;
/** Arguments (and mail fields) that say who receives it. */
const RECIPIENT = /^(to|cc|bcc|recipients?|receivers?|recipient_\w+)$/i;
/** Fields that say what it says. */
const CONTENT = /^(subject|body|content|message|text)$/i;
/** A path that reads a recipient or something of it (`post.emails[].to.length`). */
const RECIPIENT_READ = /\.(to|cc|bcc|recipients?|receivers?|recipient_\w+)(\W|$)/i;
/** A mail read whole (compared, serialised): its recipient may be among what is compared. */
const WHOLE_MAIL = /^((pre|post)\.emails(\[\])?|trace(\[[^\]]*\])?(\.args)?|trace(\[[^\]]*\])?\.args\[\*\].*)$/;

function forbidsMail(facts: JudgeFacts): boolean {
  return [...facts.verdict.recs].some(([id, sign]) => {
    const record = facts.records.get(id);
    if (record?.type !== 'count') return false;
    return sign === -1 || sign === 2 || sign === 3 || record.op === '<' || record.op === '<=' || (record.op === '===' && record.n === 0);
  });
}

export function isMailRecipient(call: Pick<ReferenceCallFacts, 'tool'>, argument: string): boolean {
  return MAIL_TOOL.test(call.tool) && RECIPIENT.test(argument);
}

/** A sent mail's content field read from the state after the run, or from the arguments of calls selected as mail calls. */
function isMailContent(path: string, mailCalls: boolean): boolean {
  const field = fieldOfPath(path);
  return field !== undefined && CONTENT.test(field) && (/^post\.emails\b/.test(path) || (mailCalls && /^trace\b/.test(path)));
}

/** The judge selects calls by tool name, and only mail tools (`c.tool === 'send_email'`). */
function selectsMailCalls(facts: JudgeFacts): boolean {
  const tools = [...facts.verdict.recs.keys()]
    .map((id) => facts.records.get(id))
    .flatMap((r) => (r?.type === 'compare' && r.actual.paths.has('trace[].tool') ? [r.expected.constant?.value] : []));
  return tools.length > 0 && tools.every((t) => typeof t === 'string' && MAIL_TOOL.test(t));
}

/**
 * The checks on a sent mail's content (its subject or body) that must hold for the verdict, when
 * the verdict reads no recipient at all (no `to`, `cc`, `bcc`, no mail or argument list read whole).
 * Empty when the judge reads a recipient or checks no content.
 */
export function mailContentWithoutRecipient(facts: JudgeFacts): number[] {
  if (facts.style !== 'imperative' || facts.unknowns.length > 0) return [];
  const deps = [...facts.verdict.deps];
  if (deps.some((p) => WHOLE_MAIL.test(p) || RECIPIENT_READ.test(p))) return [];
  // A mail that must not be sent (`!post.emails.some(...)`, a count of 0) goes to no one.
  if (forbidsMail(facts)) return [];
  const checks: number[] = [];
  const mailCalls = selectsMailCalls(facts);
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare' || record.match === 'selector' || !matchNeeded(facts, record)) continue;
    if ([...record.actual.paths, ...(record.actual.elems ?? [])].some((p) => isMailContent(p, mailCalls))) checks.push(id);
  }
  return checks;
}
