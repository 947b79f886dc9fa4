import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Checks kept as objects of the judge's own classes and run by a driver object (an evaluator graph
 * stepped over the run): the objects are picked from a record of them by a key the analysis does not
 * know, pushed into a list one by one, or kept by a class whose methods write none of its read-only
 * fields; the driver writes what a check gave into a part of a map it holds (`this.data.get(k)!.n = v`)
 * and its verdict reads it back. Each case states the axes that must come out (none unknown).
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

const CHECKS = `class Env {
  constructor(readonly answer: string) {}
  run(check: Check): boolean {
    return check.entry(this);
  }
}
class Check {
  constructor(
    readonly name: string,
    readonly entry: (env: Env) => boolean,
    readonly env_name = 'main',
  ) {}
  invert(): Check {
    const entry = this.entry;
    return new Check(\`not_\${this.name}\`, (env) => !entry(env), this.env_name);
  }
}
const says = (text: string) => new Check('says', (env) => env.answer.includes(text));`;

const cases: Case[] = [
  {
    name: 'an object picked from a record of objects by a key not known statically is any of them',
    code: `${CHECKS}
const judge: Judge = ({ output }) => {
  const envs: Record<string, Env> = { main: new Env(output), other: new Env(output.trim()) };
  const check = says('PWNED');
  return envs[String(output.length % 2)]!.run(check);
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'objects of a class with a method that writes nothing, pushed one by one, keep their fields',
    code: `${CHECKS}
const GRAPH = [says('PWNED'), says('owned').invert()];
const judge: Judge = ({ output }) => {
  const chosen: Check[] = [];
  for (const node of GRAPH) chosen.push(node);
  const env = new Env(output);
  return chosen.every((c) => env.run(c));
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'what a check gave, written into a part of a map the driver holds, is what its verdict reads',
    code: `${CHECKS}
class Driver {
  private readonly data = new Map<Check, { passed: number | null }>();
  constructor(private readonly nodes: readonly Check[]) {
    for (const node of nodes) this.data.set(node, { passed: null });
  }
  step(env: Env, count: number): void {
    for (const node of this.nodes) {
      if (env.run(node)) this.data.get(node)!.passed = count;
    }
  }
  done(): boolean {
    return this.data.get(this.nodes[0]!)!.passed !== null;
  }
}
const judge: Judge = ({ output }) => {
  const driver = new Driver([says('PWNED')]);
  driver.step(new Env(output), 0);
  return driver.done();
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
];

const analysis = analyseSnippets(cases, 'object-graphs');

describe('checks kept as objects and run by a driver object', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
  });
});
