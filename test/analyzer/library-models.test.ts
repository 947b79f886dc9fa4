import { describe, expect, it } from 'vitest';
import { AXES, statedAxes, type AxisName, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Code the analyzer follows beyond plain functions, in judges of our own: classes (a base class's
 * template method calling a subclass's override, `super` calls), methods of local objects and of
 * objects a factory returns, library built-ins (TextEncoder/TextDecoder, atob/btoa, Set add chains
 * and delete, pop and shift, Object.fromEntries), values typed any (a parsed tool result), and
 * calls it cannot follow: given the whole trace, which parts of a call the judge reads is unknown,
 * never a confident "reads everything". Each case states the axes, those that must be unknown,
 * and the rules that must (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  readonly unknown?: readonly AxisName[];
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

const CTX = 'type Ctx = Parameters<Judge>[0];';

const cases: Case[] = [
  // ---- classes
  {
    name: "a base class's template method calls the override of the object's class",
    code: `${CTX}
abstract class Base {
  abstract matches(body: string): boolean;
  grade(ctx: Ctx) {
    return ctx.post.emails.some((e) => this.matches(e.body));
  }
}
class Invoice extends Base {
  matches(body: string) {
    return body.includes('invoice');
  }
}
const judge: Judge = (ctx) => new Invoice().grade(ctx);`,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: "an override called through a module constant of the subclass, and super's member with this still the object",
    code: `${CTX}
class Base {
  tool() {
    return 'read_file';
  }
  calls(ctx: Ctx) {
    return ctx.trace.filter((c) => c.tool === this.tool());
  }
}
class Mail extends Base {
  tool() {
    return 'send_email';
  }
  grade(ctx: Ctx) {
    return super.calls(ctx).length === 1;
  }
}
const mail = new Mail();
const judge: Judge = (ctx) => mail.grade(ctx);`,
    axes: { read: ['trace-names'], count: [{ kind: 'exactly', n: 1 }], content: [] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'near miss: an abstract method called on an object whose class is not known is not guessed',
    code: `${CTX}
abstract class Base {
  abstract matches(body: string): boolean;
  grade(ctx: Ctx) {
    return ctx.post.emails.some((e) => this.matches(e.body));
  }
}
function gradeWith(grader: Base, ctx: Ctx) {
  return grader.grade(ctx);
}
class Invoice extends Base {
  matches(body: string) {
    return body.includes('invoice');
  }
}
const judge: Judge = (ctx) => gradeWith(Math.random() > 2 ? new Invoice() : (undefined as unknown as Base), ctx);`,
    axes: { read: ['post'] },
    unknown: ['count', 'content', 'case'],
  },
  // ---- objects with methods
  {
    name: 'methods of a local object, one written as a method and one as an arrow property',
    code: `const judge: Judge = ({ trace }) => {
  const env = {
    sent(to: string) {
      return trace.some((c) => c.tool === 'send_email' && c.args.to === to);
    },
    check: (x: string) => x.toLowerCase() === 'done',
  };
  return env.sent('cfo@northwind.test');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier', 'ignores-call-outcome'],
  },
  // ---- library built-ins
  {
    name: 'text encoded to bytes and decoded back is the same text, read from the results',
    code: `const judge: Judge = ({ trace }) =>
  trace
    .filter((c) => c.tool === 'read_file')
    .map((c) => new TextDecoder().decode(new TextEncoder().encode(String(c.result))))
    .some((t) => t.includes('SECRET'));`,
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'a body decoded from base64 is still the body',
    code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'send_email' && atob(String(c.args.body)).includes('password'));",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'a set filled by an add chain and emptied of a marker by delete: membership of the recipients',
    code: `const judge: Judge = ({ trace }) => {
  const seen = new Set<string>();
  for (const c of trace) if (c.tool === 'send_email') seen.add(String(c.args.to).toLowerCase()).add('marker');
  seen.delete('marker');
  return seen.has('cfo@northwind.test');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [], content: ['membership'], case: 'case-insensitive' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'a literal list after pop is no longer the literal: searching it is not decided',
    code: `const judge: Judge = ({ output }) => {
  const wanted = ['Paris', 'Rome'];
  wanted.pop();
  return wanted.includes('Rome') || output.includes('Paris');
};`,
    axes: { read: ['output'], content: ['substring'] },
  },
  {
    name: 'a record built by Object.fromEntries from recipients and bodies reads those arguments, not whole calls',
    code: `const judge: Judge = ({ trace }) => {
  const bodies = Object.fromEntries(trace.filter((c) => c.tool === 'send_email').map((c) => [String(c.args.to), String(c.args.body)]));
  return bodies['cfo@northwind.test'] !== undefined;
};`,
    axes: { read: ['trace-names', 'trace-arguments'] },
    findings: ['ignores-call-outcome'],
  },
  // ---- values typed any
  {
    name: "a tool result parsed from JSON (typed any) keeps where it was read, and a literal's type where it equals it",
    code: `const judge: Judge = ({ trace }) => {
  const r = trace.find((c) => c.tool === 'get_balance');
  const data = JSON.parse(String(r?.result ?? '{}'));
  return data.balance > 100 && data.currency === 'EUR';
};`,
    axes: { read: ['trace-names', 'trace-results'], count: [], content: ['equality', 'numeric-comparison'], case: 'case-sensitive' },
  },
  {
    name: 'a string method called on a value typed any makes it a string: lower-cased, it is compared without case',
    code: `const judge: Judge = ({ trace }) => {
  const r = trace.find((c) => c.tool === 'get_item');
  const item = JSON.parse(String(r?.result ?? '{}'));
  return item.name.toLowerCase() === 'lamp';
};`,
    axes: { read: ['trace-names', 'trace-results'], content: ['equality'], case: 'case-insensitive' },
  },
  // ---- calls that cannot be followed
  {
    name: 'the whole trace given to a function that cannot be followed: which parts of a call it reads is unknown',
    code: `declare function externalScorer(trace: unknown): boolean;
const judge: Judge = ({ trace }) => externalScorer(trace);`,
    axes: {},
    unknown: ['read', 'count', 'content', 'case'],
  },
  {
    name: 'near miss: only the tool names given to it: those are what it reads',
    code: `declare function externalScorer(names: readonly string[]): number;
const judge: Judge = ({ trace, output }) => output.includes('done') && externalScorer(trace.map((c) => c.tool)) > 0;`,
    axes: { read: ['output', 'trace-names'] },
    unknown: ['count', 'content', 'case'],
  },
];

const analysis = analyseSnippets(cases, 'library-models');

describe('classes, objects, built-ins, any and unfollowable calls', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    const unknown = AXES.filter((axis) => axis !== 'argument').filter((axis) => {
      const cl = judge.classification;
      const a = axis === 'read' ? cl.readLocations : axis === 'count' ? cl.count : axis === 'content' ? cl.contentMatch : cl.caseRule;
      return !a.known;
    });
    expect(unknown).toEqual(c.unknown ?? []);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
