import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Texts the analyzer cannot follow, and the class-related values JavaScript determines, in judges of
 * our own. Reading 36: a text that reaches only what the verdict does not decide on (a log line, the
 * message of an error thrown to a path whose verdict is fixed, a reason kept beside the verdict in a
 * record whose verdict field is what is read) is no part of the verdict: the axes are computed as if
 * it were any string. Where it may reach the verdict (compared, branched on, returned, caught and
 * read) they stay unknown. Reading 37: `this.constructor` is the class the object was made from (a
 * subclass's, when a subclass made it), `C.name` a named class's name, `Object.getPrototypeOf(o)`
 * the class's prototype. The readings' own rows are in taxonomy.test.ts. Each case states the axes
 * and the rules that must (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

/** A text the analyzer cannot follow, built from the trace. */
const DESCRIBE = 'declare function describe(x: unknown): string;';

/** A class that cannot be read, whose method makes a text. */
const FORMATTER = `declare class Formatter {
  format(x: unknown): string;
}`;

/** A base class whose failures are messages naming the instance's class. */
const CHECKS = `abstract class Check {
  protected fail(why: string): number {
    console.log(\`\${this.constructor.name}: \${why}\`);
    return 0;
  }
  abstract score(answer: string): number;
}
class Mentions extends Check {
  constructor(private readonly needle: string) {
    super();
  }
  score(answer: string): number {
    if (!answer.includes(this.needle)) return this.fail(\`no \${this.needle}\`);
    return 1;
  }
}`;

const KNOWN = { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' } as const;
const UNKNOWN_AXES = { read: 'unknown', count: 'unknown', content: 'unknown', case: 'unknown' } as const;

const cases: readonly Case[] = [
  // Reading 37: values of the class-related constructs.
  {
    name: "a base class's failure message names the instance's class (`this.constructor.name`) on a path that returns 0",
    code: `${CHECKS}
const judge: Judge = ({ output }) => new Mentions('done').score(output);`,
    axes: KNOWN,
  },
  {
    name: 'the class name in the reason of a record whose `ok` is the verdict',
    code: `class Web {
  check(answer: string): { ok: boolean; reason: string } {
    if (!answer.includes('done')) return { ok: false, reason: \`\${this.constructor.name}: no done\` };
    return { ok: true, reason: '' };
  }
}
const judge: Judge = ({ output }) => new Web().check(output).ok;`,
    axes: KNOWN,
  },
  {
    name: '`this.constructor` makes another object of the same class, whose method is followed',
    code: `abstract class Base {
  constructor(protected readonly text: string) {}
  trimmed(): Base {
    return new (this.constructor as new (t: string) => Base)(this.text.trim());
  }
  abstract ok(): boolean;
}
class Done extends Base {
  ok(): boolean {
    return this.text.includes('done');
  }
}
const judge: Judge = ({ output }) => new Done(output).trimmed().ok();`,
    axes: KNOWN,
  },
  {
    name: "a static field read through `this.constructor` (the subclass's own) in a log line",
    code: `class Base {
  static label = 'base';
  run(answer: string): boolean {
    if (!answer.includes('done')) {
      console.log((this.constructor as typeof Base).label);
      return false;
    }
    return true;
  }
}
class Sub extends Base {
  static label = 'sub';
}
const judge: Judge = ({ output }) => new Sub().run(output);`,
    axes: KNOWN,
  },
  {
    name: '`Object.getPrototypeOf(this).constructor.name` of an object holding the answer, in a log line',
    code: `class Check {
  constructor(private readonly text: string) {}
  run(): boolean {
    if (!this.text.includes('done')) {
      console.log(Object.getPrototypeOf(this).constructor.name + ' failed');
      return false;
    }
    return true;
  }
}
const judge: Judge = ({ output }) => new Check(output).run();`,
    axes: KNOWN,
  },
  {
    name: "`Object.getPrototypeOf(this).constructor.name` compared with the class's own name: a constant",
    code: `class Check {
  constructor(private readonly text: string) {}
  run(): boolean {
    return Object.getPrototypeOf(this).constructor.name === 'Check' && this.text.includes('done');
  }
}
const judge: Judge = ({ output }) => new Check(output).run();`,
    axes: KNOWN,
    findings: ['constant-condition'],
  },
  {
    name: "a class's `name` compared with the answer",
    code: `class Shipping {}
const judge: Judge = ({ output }) => output === Shipping.name;`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: '`new.target.name`, `String(this)` and a template of an object with a `toString` in log lines',
    code: `class Check {
  constructor(private readonly text: string) {
    console.log(new.target.name);
  }
  toString(): string {
    return \`Check(\${this.text})\`;
  }
  run(): boolean {
    if (!this.text.includes('done')) {
      console.log(\`\${this} failed\`, String(this));
      return false;
    }
    return true;
  }
}
const judge: Judge = ({ output }) => new Check(output).run();`,
    axes: KNOWN,
  },
  {
    name: 'an `instanceof` chain picks the check',
    code: `class Check {
  run(answer: string): boolean {
    return answer.includes('done');
  }
}
class Strict extends Check {}
const judge: Judge = ({ output }) => {
  const c: Check = new Strict();
  return c instanceof Strict && c instanceof Check ? c.run(output) : false;
};`,
    axes: KNOWN,
  },
  // Reading 36: a text the analyzer cannot follow, where it goes.
  {
    name: 'the message of an error the judge throws (no verdict)',
    code: `${DESCRIBE}
const judge: Judge = ({ output, trace }) => {
  if (!output.includes('done')) throw new Error(\`bad run: \${describe(trace)}\`);
  return true;
};`,
    axes: KNOWN,
    findings: ['unused-value'],
  },
  {
    name: "the reason of a helper's record whose `ok` the judge returns",
    code: `${DESCRIBE}
function check(answer: string, trace: unknown): { ok: boolean; reason: string } {
  if (!answer.includes('done')) return { ok: false, reason: describe(trace) };
  return { ok: true, reason: 'fine' };
}
const judge: Judge = ({ output, trace }) => check(output, trace).ok;`,
    axes: KNOWN,
  },
  {
    name: 'the text a method of a class that cannot be read makes of the trace, in a log line',
    code: `${FORMATTER}
const judge: Judge = ({ output, trace }) => {
  if (!output.includes('done')) {
    console.log(new Formatter().format(trace));
    return false;
  }
  return true;
};`,
    axes: KNOWN,
    findings: ['unused-value'],
  },
  // Near misses: where the text may reach the verdict, the axes stay unknown.
  {
    name: 'near miss: the text that cannot be followed branched on',
    code: `${DESCRIBE}
const judge: Judge = ({ output, trace }) => {
  const d = describe(trace);
  return d ? output.includes('done') : false;
};`,
    axes: UNKNOWN_AXES,
  },
  {
    name: 'near miss: the message of the error caught and compared',
    code: `${DESCRIBE}
const judge: Judge = ({ output, trace }) => {
  try {
    if (!output.includes('done')) throw new Error(describe(trace));
    return true;
  } catch (e) {
    return (e as Error).message === 'empty';
  }
};`,
    axes: UNKNOWN_AXES,
  },
  {
    name: "near miss: the helper's reason is what the judge compares",
    code: `${DESCRIBE}
function check(answer: string, trace: unknown): { ok: boolean; reason: string } {
  if (!answer.includes('done')) return { ok: false, reason: describe(trace) };
  return { ok: true, reason: 'fine' };
}
const judge: Judge = ({ output, trace }) => check(output, trace).reason === 'fine';`,
    axes: UNKNOWN_AXES,
  },
  {
    name: 'near miss: a value that cannot be followed and is no text, only logged',
    code: `declare function normalise(x: unknown): unknown;
const judge: Judge = ({ output, trace }) => {
  console.log(normalise(trace));
  return output.includes('done');
};`,
    axes: UNKNOWN_AXES,
  },
  {
    name: 'near miss: the text a method of a class that cannot be read makes of the trace, searched for the answer',
    code: `${FORMATTER}
const judge: Judge = ({ output, trace }) => output.includes('done') && new Formatter().format(trace).startsWith(output);`,
    axes: UNKNOWN_AXES,
  },
  {
    name: 'near miss: the text that cannot be followed decides, through a condition, what the verdict variable holds',
    code: `${FORMATTER}
const judge: Judge = ({ output, trace }) => {
  const text = new Formatter().format(trace);
  let ok = output.includes('done');
  if (text.length > 10) ok = false;
  return ok;
};`,
    axes: UNKNOWN_AXES,
  },
];

const analysis = analyseSnippets(cases, 'unfollowed-text');

describe('texts the analyzer cannot follow, and the values of class-related constructs', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
