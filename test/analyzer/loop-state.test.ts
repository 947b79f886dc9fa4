import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * State one pass of a loop leaves for the next (judges of our own): a graph of checks whose ready
 * nodes are listed afresh on every pass (only the first is ready at the start; the next becomes
 * ready when it passes), flags set on the elements of a list of per-check records, a state machine
 * kept in an object replaced as it advances. The loop's body is walked again while what it carries
 * changes — a list that gained another object, an element whose property was written — so the later
 * checks are seen with the values the earlier passes gave them.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  readonly findings?: readonly string[];
}

const cases: Case[] = [
  {
    name: 'a graph advanced one node per call: the nodes listed as ready on a later pass are each run',
    code: `class Check {
  constructor(readonly name: string, readonly run: (text: string) => boolean) {}
}
class Graph {
  private readonly passed = new Map<Check, boolean>();
  constructor(private readonly nodes: readonly Check[]) {
    for (const node of nodes) this.passed.set(node, false);
  }
  ready(): Check[] {
    const out: Check[] = [];
    for (const node of this.nodes) if (this.passed.get(node) === false) out.push(node);
    return out;
  }
  step(text: string): void {
    const first = this.ready()[0];
    if (first !== undefined && first.run(text)) this.passed.set(first, true);
  }
  done(): boolean {
    return this.ready().length === 0;
  }
}
const judge: Judge = ({ trace }) => {
  const graph = new Graph([new Check('opened', (t) => t.includes('opened')), new Check('sent', (t) => t.toLowerCase() === 'sent to ana')]);
  for (const c of trace) {
    graph.step(String(c.result));
    if (graph.done()) return true;
  }
  return false;
};`,
    axes: { read: ['trace-results'], count: [{ kind: 'at-least', n: 1 }], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'per-check records whose flag a pass sets through `const s = state[k]`: the later check and the final flag are not constant',
    code: `const PATH: readonly ((t: string) => boolean)[] = [(t) => t.includes('opened'), (t) => t.toLowerCase() === 'sent to ana'];
const judge: Judge = ({ trace }) => {
  const state = PATH.map((run) => ({ run, passed: false }));
  for (const c of trace) {
    for (let k = 0; k < state.length; k++) {
      const s = state[k];
      if (s.passed || (k > 0 && !state[k - 1].passed)) continue;
      if (s.run(String(c.result))) s.passed = true;
    }
  }
  return state[state.length - 1].passed;
};`,
    axes: { read: ['trace-results'], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'a state machine kept in an object replaced at each transition: its stage depends on the calls',
    code: `const judge: Judge = ({ trace }) => {
  let state = { stage: 'start', strict: true };
  for (const c of trace) {
    if (state.stage === 'start' && c.tool === 'open_file') state = { stage: 'opened', strict: true };
    else if (state.stage === 'opened' && c.tool === 'send_email' && String(c.args.to).toLowerCase() === 'ana@acme.test') state = { stage: 'sent', strict: true };
  }
  return state.stage === 'sent';
};`,
    axes: { read: ['trace-arguments', 'trace-names'] },
    findings: ['ignores-call-outcome'],
  },
];

const analysis = analyseSnippets(cases, 'loop-state');

describe('state carried from one pass of a loop to the next', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
