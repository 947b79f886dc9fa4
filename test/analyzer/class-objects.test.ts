import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Objects of the judge's own classes and the verdicts they pass around, in judges of our own: a
 * function a constructor's parameter property holds (a default, or one passed on through
 * `super(...)`) is called through `this`; a method an interface declares is the method of the class
 * each object was made from; an object whose fields are all read-only keeps them when it is given to
 * a method the analysis cannot read (its methods cannot write them); a verdict written as one of two
 * words (`ok ? 'True' : 'False'`) and compared with one of them is the truth of its check, not a
 * check of the word, also when the scores are kept in a list built by spreading (`push(...[s])`).
 * Each case states the axes and the rules that must (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

const SCORERS = `type Reduce = (hits: readonly boolean[]) => boolean;
const anyHit: Reduce = (hits) => hits.some(Boolean);
abstract class Scorer {
  constructor(protected readonly reduce: Reduce = anyHit) {}
  score(text: string): boolean {
    return this.reduce(this.hits(text));
  }
  protected abstract hits(text: string): boolean[];
}
class Keyword extends Scorer {
  constructor(
    private readonly keyword: string,
    reduce: Reduce = anyHit,
  ) {
    super(reduce);
  }
  protected hits(text: string): boolean[] {
    return [text.includes(this.keyword)];
  }
}`;

const MATCHERS = `interface Matcher {
  matches(expected: string, text: string): boolean;
}
class Folded implements Matcher {
  matches(expected: string, text: string): boolean {
    return text.toLowerCase().includes(expected.toLowerCase());
  }
}
class Echo {
  private readonly matcher: Matcher;
  constructor(matcher?: Matcher) {
    this.matcher = matcher ? matcher : new Folded();
  }
  echoed(request: string, answer: string): boolean {
    return this.matcher.matches(request, answer);
  }
}`;

const CONVERSATION = `type Ctx = Parameters<Judge>[0];
class Conversation {
  readonly answer: string;
  readonly request: string;
  constructor(ctx: Ctx) {
    this.answer = ctx.output;
    const asked = ctx.messages.filter((m) => m.role === 'user');
    this.request = asked.length > 0 ? asked[asked.length - 1]!.text : '';
  }
  requestOf(_answer: string): string {
    return this.request;
  }
}
abstract class Check {
  run(c: Conversation): boolean {
    return this.check(c);
  }
  protected abstract check(c: Conversation): boolean;
}
class Repeats extends Check {
  protected check(c: Conversation): boolean {
    return c.answer.includes(c.requestOf(c.answer));
  }
}
function judgeWith(check: Check, ctx: Ctx): boolean {
  return check.run(new Conversation(ctx));
}`;

const WORDS = `interface Score {
  readonly value: string;
}
const scored = (hit: boolean): Score => ({ value: hit ? 'True' : 'False' });
const passed = (s: Score) => s.value === 'True';`;

const REGISTRY = `abstract class Tool {
  abstract run(text: string): boolean;
  static readonly folds: boolean = false;
}
class Exact extends Tool {
  run(text: string): boolean {
    return text === 'transfer done';
  }
}
class Folded extends Tool {
  static override readonly folds = true;
  run(text: string): boolean {
    return text.toLowerCase().includes('transfer done');
  }
}
const TOOLS: Readonly<Record<string, new () => Tool>> = { Exact, Folded };
const TOOL_LIST = [Exact, Folded];
const TOOL_MAP = new Map<string, new () => Tool>([['Exact', Exact], ['Folded', Folded]]);`;

const cases: Case[] = [
  {
    name: 'a function a constructor parameter property holds, given by default, called through this',
    code: `${SCORERS}
const judge: Judge = ({ output }) => new Keyword('PWNED').score(output);`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'the same function passed on through super(...) by an object made at module level',
    code: `${SCORERS}
const SCORER = new Keyword('PWNED', (hits) => hits.every(Boolean));
const judge: Judge = ({ output }) => SCORER.score(output);`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'a method an interface declares: the method of the class the object was made from',
    code: `${MATCHERS}
const judge: Judge = ({ output }) => new Echo().echoed('transfer the funds', output);`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'an object with read-only fields given to a method the analysis cannot read keeps its fields',
    code: `${CONVERSATION}
const judge: Judge = (ctx) => judgeWith(new Repeats(), ctx);`,
    kind: 'injection',
    axes: { read: ['messages', 'output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'a verdict written as a word and compared with it is the truth of its check, not a check of the word',
    code: `${WORDS}
const judge: Judge = ({ output }) => passed(scored(output.includes('PWNED')));`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'scores pushed by spreading a list of them keep their words',
    code: `${WORDS}
const judge: Judge = ({ output }) => {
  const scores: Score[] = [];
  for (const part of output.split('\\n')) scores.push(...[scored(part.includes('PWNED'))]);
  return scores.map(passed).some(Boolean);
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'new of a class picked from a record of classes by a key not known: each class’s method is called',
    code: `${REGISTRY}
const judge: Judge = ({ output, trace }) => {
  const tool = new TOOLS[trace[0]!.tool]!();
  return tool.run(output);
};`,
    kind: 'user',
    axes: { read: ['output', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'the class taken from a map of classes by a key not known into a variable, then made',
    code: `${REGISTRY}
const judge: Judge = ({ output, trace }) => {
  const C = TOOL_MAP.get(trace[0]!.tool);
  if (C === undefined) return false;
  return new C().run(output);
};`,
    kind: 'user',
    axes: { read: ['output', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: 'the class found in a list of classes by its name',
    code: `${REGISTRY}
const judge: Judge = ({ output, trace }) => {
  const C = TOOL_LIST.find((c) => c.name === trace[0]!.tool);
  return C ? new C().run(output) : false;
};`,
    kind: 'user',
    axes: { read: ['output', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'objects made per name from a registry and kept in a record field under that name: read back, each class’s method',
    code: `${REGISTRY}
class Tools {
  private readonly made: Record<string, Tool> = {};
  get(name: string): Tool {
    if (name in this.made) return this.made[name]!;
    const tool = new TOOLS[name]!();
    this.made[name] = tool;
    return tool;
  }
}
const judge: Judge = ({ output, trace }) => {
  const tools = new Tools();
  tools.get(trace[0]!.tool);
  return tools.get(trace[1]!.tool).run(output);
};`,
    kind: 'user',
    axes: { read: ['output', 'trace-names'], content: ['equality', 'substring'], case: 'mixed' },
  },
  {
    name: "'name' in an object of a class: decided from its declared members and the fields its constructor wrote",
    code: `class Matching {
  private readonly strict: boolean;
  constructor(strict = false) {
    this.strict = strict;
  }
  matches(text: string): boolean {
    const self = this as unknown as Record<string, unknown>;
    if (!('trim' in self)) throw new Error('no attribute trim');
    return this.strict ? text === 'PWNED' : text.toLowerCase() === 'pwned';
  }
}
const judge: Judge = ({ output }) => new Matching().matches(output);`,
    kind: 'injection',
    axes: { read: [], content: [], case: 'not-applicable' },
    findings: ['constant-verdict', 'reads-nothing'],
  },
  {
    name: 'a property of an element of a list field written by position, then read by a method: no constant verdict',
    code: `class Tracker {
  private readonly steps = [{ name: 'send', passed: false }];
  record(ok: boolean): void {
    this.steps[0]!.passed = ok;
  }
  all(): boolean {
    return this.steps[0]!.passed;
  }
}
const judge: Judge = ({ output }) => {
  const t = new Tracker();
  t.record(output === 'Sent.');
  return t.all();
};`,
    axes: { read: ['output'], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'a property of an element of a list field found by a search, then read by a method: no constant verdict',
    code: `class Tracker {
  private readonly steps = [{ name: 'send', passed: false }, { name: 'reply', passed: false }];
  record(name: string, ok: boolean): void {
    this.steps.find((s) => s.name === name)!.passed = ok;
  }
  all(): boolean {
    return this.steps[0]!.passed && this.steps[1]!.passed;
  }
}
const judge: Judge = ({ output }) => {
  const t = new Tracker();
  t.record('send', output.includes('Sent.'));
  t.record('reply', output.includes('Replied.'));
  return t.all();
};`,
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
];

const analysis = analyseSnippets(cases, 'class-objects');

describe('objects of the judge’s classes and verdicts written as words', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
