import { recordedMessages } from '../contract/index.ts';
import type { ConditionEvaluation, ScenarioRecord, VerdictRecord, Email, SqlRow, MediatorDecision, TraceCall, Change, StateDiff } from '../contract/index.ts';
import { highlight, html, type Html } from './html.ts';
import { badge, sitePage, tableHtml } from './layout.ts';
import { isUnavailable, type ScenarioDetails, type ViewedRun } from './model.ts';

/**
 * One scenario of one run, as it happened: the task, every proposed call in order with its
 * arguments, each decision taken on it at the chokepoint and what came back (the injected payload
 * highlighted wherever the agent read it), the final answer, the judges' verdicts with the
 * evaluation of every condition, and what the run changed in the environment.
 */

const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'undefined';

function decisionsTable(decisions: readonly MediatorDecision[]): Html {
  if (decisions.length === 0) return html`<p class="note">No decision recorded.</p>`;
  return html`<table class="decisions"><thead><tr><th>by</th><th>decision</th><th>reason</th><th>detail</th><th class="num">attack confidence</th></tr></thead><tbody>${decisions.map(
    (d) =>
      html`<tr><td>${d.by}</td><td>${badge(d.allowed, 'allowed', 'blocked')}</td><td class="mono">${d.reason}</td><td>${d.detail ?? ''}</td><td class="num">${d.confidence === undefined ? '' : d.confidence.toFixed(3)}</td></tr>`,
  )}</tbody></table>`;
}

function callItem(call: TraceCall, payload: string | null): Html {
  const status =
    call.status === 'ok' ? badge(true, 'ran', '') : call.status === 'blocked' ? badge(false, '', 'blocked') : html`<span class="badge warn">error</span>`;
  const outcome =
    call.status === 'ok'
      ? html`<p>Result:</p><pre class="result">${highlight(call.result ?? '', payload)}</pre>`
      : call.status === 'error'
        ? html`<p>Error:</p><pre class="result">${highlight(call.error ?? '', payload)}</pre>`
        : html`<p class="note">Never ran: blocked at the chokepoint.</p>`;
  return html`<li class="call status-${call.status}" data-index="${call.index}" data-tool="${call.tool}"><div class="call-head">${`#${call.index} ${call.tool}`} ${status}</div><p>Arguments:</p><pre class="args">${highlight(json(call.args), payload)}</pre>${decisionsTable(call.decisions ?? [])}${outcome}</li>`;
}

function evaluationTree(evaluation: ConditionEvaluation): Html {
  const candidates = evaluation.candidates ?? [];
  return html`<li>${badge(evaluation.passed, 'holds', 'fails')} <code>${evaluation.condition}</code><div class="note">${evaluation.explanation}</div>${
    candidates.length > 0
      ? html`<table><thead><tr><th>call</th><th>argument</th><th>expected</th><th>actual</th><th>check</th></tr></thead><tbody>${candidates.flatMap((c) =>
          c.checks.map(
            (k) =>
              html`<tr><td>${`#${c.index}`}</td><td>${k.argument}</td><td class="mono">${k.expected}</td><td class="mono">${typeof k.actual === 'string' ? k.actual : json(k.actual)}</td><td>${badge(k.passed, 'matched', 'no match')}</td></tr>`,
          ),
        )}</tbody></table>`
      : ''
  }${evaluation.children && evaluation.children.length > 0 ? html`<ul class="eval">${evaluation.children.map(evaluationTree)}</ul>` : ''}</li>`;
}

function verdictSection(title: string, verdict: VerdictRecord | null): Html {
  if (verdict === null) return html``;
  const detail = verdict.evaluation
    ? html`<ul class="eval">${evaluationTree(verdict.evaluation)}</ul>`
    : html`<p class="note">Imperative judge: it records its verdict only, not which condition held or failed.</p>`;
  const score = verdict.score === undefined ? '' : ` score ${verdict.score} (passes at ${verdict.passAt ?? 1})`;
  const problem = verdict.judgeError
    ? html`<p class="fail">${`No verdict (judge_error) at ${verdict.judgeError.location}: ${verdict.judgeError.message}`}</p>`
    : verdict.error
      ? html`<p class="fail">${`The judge gave no verdict: ${verdict.error}`}</p>`
      : '';
  const head = verdict.judgeError ? html`<span class="badge warn">judge_error</span>` : badge(verdict.passed);
  return html`<h3>${title} ${head}${score}</h3><p class="note">${`judged by the definition of ${verdict.judgeVersion}`}</p>${problem}${detail}`;
}

function emailText(e: Email): string {
  const copies = [...e.cc.map((a) => `cc ${a}`), ...e.bcc.map((a) => `bcc ${a}`)];
  const attachments = e.attachments.map((a) => `\n\n--- Attachment: ${a.name} ---\n${a.content}`).join('');
  return `#${e.id} ${e.folder} from ${e.from} to ${e.to}${copies.length > 0 ? `, ${copies.join(', ')}` : ''} (${e.date})\nSubject: ${e.subject}\n\n${e.body}${attachments}`;
}

/** The conversation as the record keeps it, the payload highlighted where it entered; nothing for records written before it was kept. */
function conversationSection(record: ScenarioRecord, payload: string | null): Html {
  if (!record.messages || record.messages.length === 0) return html``;
  const messages = recordedMessages(record.messages, record.calls, record.output);
  const label = (m: (typeof messages)[number]) =>
    m.toolCall !== undefined
      ? `tool (call #${m.toolCall})`
      : m.toolCalls !== undefined
        ? `assistant (calls ${m.toolCalls.map((i) => `#${i}`).join(', ')})`
        : m.role;
  return html`<h2>${`Conversation (${messages.length} messages)`}</h2><ol class="conversation">${messages.map(
    (m) =>
      html`<li class="message role-${m.role}"><div class="call-head">${label(m)}${m.injected ? ' · injected text' : ''}</div><pre>${highlight(m.text, payload)}</pre></li>`,
  )}</ol>`;
}

function rowText(row: SqlRow): string {
  return Object.entries(row)
    .map(([k, v]) => `${k}: ${v === null ? 'NULL' : String(v)}`)
    .join('\n');
}

function changeItems<T>(changes: readonly Change<T>[], text: (value: T) => string, payload: string | null): Html {
  return html`<ul>${changes.map((c) => {
    const kind = c.before === null ? 'added' : c.after === null ? 'removed' : 'changed';
    return html`<li class="diff-${kind}"><strong>${`${kind} ${c.key}`}</strong>${c.before !== null && kind === 'changed' ? html`<p>Before:</p><pre>${highlight(text(c.before), payload)}</pre>` : ''}${
      c.before !== null && kind === 'removed' ? html`<pre>${highlight(text(c.before), payload)}</pre>` : ''
    }${c.after !== null ? html`${kind === 'changed' ? html`<p>After:</p>` : ''}<pre>${highlight(text(c.after), payload)}</pre>` : ''}</li>`;
  })}</ul>`;
}

function stateSection(state: StateDiff, payload: string | null): Html {
  const parts: Html[] = [];
  if (state.emails.length > 0) parts.push(html`<h3>Emails</h3>${changeItems(state.emails, emailText, payload)}`);
  if (state.files.length > 0) parts.push(html`<h3>Files</h3>${changeItems(state.files, (content) => content, payload)}`);
  for (const t of state.tables) parts.push(html`<h3>${`Table ${t.table}`}</h3>${changeItems(t.rows, rowText, payload)}`);
  return parts.length === 0 ? html`<p>The run changed nothing in the environment.</p>` : html`${parts}`;
}

function sideEffectsSection(record: ScenarioRecord): Html {
  const effects = record.sideEffects;
  if (!effects) return html``;
  return html`<h3 id="side-effects">${`Side effects (${effects.set}, sha256 ${effects.sha256.slice(0, 12)})`}</h3><p>${badge(!effects.tripped, 'none tripped', 'tripped')}</p>${tableHtml(
    {
      columns: ['predicate', 'tripped', 'what tripped it'],
      rows: effects.evaluations.map((e) => [e.id, e.tripped ? 'yes' : 'no', e.explanation]),
    },
  )}`;
}

function disclosureSection(record: ScenarioRecord): Html {
  const verdict = record.disclosure;
  if (!verdict) return html``;
  const classifier = verdict.classifier
    ? html`<p>${`Model classifier ${verdict.classifier.model}: `}${verdict.classifier.disclosed === null ? 'no verdict' : badge(verdict.classifier.disclosed, 'disclosed', 'concealed')}${` (${verdict.classifier.detail})`}</p>`
    : '';
  const cues = verdict.cues ?? [];
  return html`<h3 id="disclosure">Disclosure to the user</h3><p>${badge(verdict.disclosed, 'disclosed', 'concealed')}${verdict.cue === null ? ' the final answer mentions none of the cues' : ` the final answer mentions ${verdict.cue}`}${
    verdict.origin ? ` (cues ${verdict.origin === 'declared' ? 'declared by the injection task' : 'derived from its reference calls'})` : ''
  }</p>${cues.length > 0 ? tableHtml({ columns: ['cue', 'from'], rows: cues.map((c) => [c.cue, c.from]) }) : ''}${classifier}`;
}

export function tracePage(run: ViewedRun, record: ScenarioRecord, details: ScenarioDetails | undefined): string {
  const { scenario } = record;
  const payload = scenario.payload;
  const facts: [string, Html | string][] = [
    ['run', run.label],
    ['kind', scenario.kind],
    ['suite', scenario.suite],
    ['user task', scenario.userTask],
    ['injection task', scenario.injectionTask ?? '-'],
    ['payload at', scenario.locator ?? '-'],
    ['payload delivered', record.delivered === null ? '-' : badge(record.delivered, 'yes', 'no')],
    ['outcome', record.outcome],
    ['benchmark version', record.benchmarkVersion],
    ['started', record.startedAt],
    ['duration', `${record.durationMs} ms`],
  ];
  if (record.error) facts.push(['error', record.error]);
  const missing = record.imported
    ? `this run was imported from ${record.imported.source}, whose tasks and environments are not part of the loaded benchmark`
    : 'no judge definitions for this run were loaded';
  const state = details === undefined ? { unavailable: missing } : details.state;
  const body = html`<p><a href="../../scenarios.html">← all scenarios</a></p><h1 class="mono">${scenario.id}</h1>
<dl class="facts">${facts.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>
<h2>Task</h2>${details?.prompt ? html`<p>User prompt:</p><pre>${details.prompt}</pre>` : html`<p class="note">${`The user task's prompt is not known here: ${missing}.`}</p>`}${
    scenario.injectionTask !== null
      ? html`${details?.goal ? html`<p>Attacker's goal:</p><pre>${details.goal}</pre>` : ''}${payload !== null ? html`<p>${`Injected payload, placed at ${scenario.locator ?? '?'}:`}</p><pre><mark class="payload">${payload}</mark></pre>` : ''}`
      : ''
  }
<h2>${`Calls (${record.calls.length}, in the order proposed)`}</h2>${record.calls.length === 0 ? html`<p>The agent proposed no call.</p>` : html`<ol class="calls">${record.calls.map((c) => callItem(c, payload))}</ol>`}
<h2>Final answer</h2><pre class="output">${highlight(record.output, payload)}</pre>
${conversationSection(record, payload)}
${record.events.length > 0 ? html`<h2>Agent events</h2>${tableHtml({ columns: ['at', 'event', 'detail'], rows: record.events.map((e) => [e.at, e.type, e.detail ?? '']) })}` : ''}
<h2>Verdicts</h2>${verdictSection('Utility', record.utility)}${verdictSection('Attack', record.attack)}${sideEffectsSection(record)}${disclosureSection(record)}
<h2>State difference</h2>${isUnavailable(state) ? html`<p class="note">${`Not available: ${state.unavailable}.`}</p>` : html`<p class="note">Before the agent ran against after, rebuilt by replaying the executed calls on a fresh environment (no model call).</p>${stateSection(state, payload)}`}${
    details && details.divergences.length > 0
      ? html`<h3 class="fail">Replay diverged from the record</h3>${tableHtml({ columns: ['call', 'tool', 'recorded', 'replayed'], rows: details.divergences.map((d) => [`#${d.index}`, d.tool, d.recorded, d.replayed]) })}`
      : ''
  }`;
  return sitePage({ title: `${scenario.id} (${run.label})`, depth: 2, current: 'scenarios', body });
}
