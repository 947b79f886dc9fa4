import { describe, expect, it } from 'vitest';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * The case axis where a variable is lower-cased in place (`s = s.toLowerCase()`): case-insensitive
 * where that runs on every path to the comparison (unconditionally, or under a condition the
 * analyzer knows to hold), mixed where it only may, and as before where it runs after the
 * comparison or the variable is also written otherwise. Also the case carried through a helper's
 * steps: a value lower-cased only where it is a text, a text rebuilt by concatenation, a set of a
 * text's characters, and a text compared with its own case; and objects compared as objects.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly caseRule: string;
}

const cases: Case[] = [
  {
    name: 'a list longer than those walked item by item, lower-cased by a map, searched in the lower-cased answer',
    caseRule: 'case-insensitive',
    code: `const WORDS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa', 'Quebec', 'Romeo'].map((w) => w.toLowerCase());
const judge: Judge = ({ output }) => WORDS.some((w) => output.toLowerCase().includes(w));`,
  },
  // Normalised on every path.
  {
    name: 'both sides lower-cased in a loop body',
    caseRule: 'case-insensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; let m = false; for (let t of ['Foo', 'Bar']) { t = t.toLowerCase(); o = o.toLowerCase(); if (o.includes(t)) m = true; } return m; };`,
  },
  {
    name: 'under a local flag known to be false',
    caseRule: 'case-insensitive',
    code: `const judge: Judge = (ctx) => { const cs = false; let o = ctx.output; let m = false; for (let t of ['Foo', 'Bar']) { if (!cs) { t = t.toLowerCase(); o = o.toLowerCase(); } if (o.includes(t)) m = true; } return m; };`,
  },
  {
    name: "under a class field's default",
    caseRule: 'case-insensitive',
    code: `class D { case_sensitive = false; constructor(readonly subs: readonly string[]) {} detect(text: string): boolean { let o = text; let m = false; for (let s of this.subs) { if (!this.case_sensitive) { s = s.toLowerCase(); o = o.toLowerCase(); } if (o.includes(s)) m = true; } return m; } }
const judge: Judge = (ctx) => new D(['Foo', 'DAN:']).detect(ctx.output);`,
  },
  {
    name: "under a parameter's default",
    caseRule: 'case-insensitive',
    code: `function m(target: string, context: string, cs = false): boolean { if (!cs) { target = target.toLowerCase(); context = context.toLowerCase(); } return context.includes(target); }
const judge: Judge = (ctx) => m('Secret', ctx.output);`,
  },
  {
    name: 'in both branches of an unknown condition',
    caseRule: 'case-insensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; if (ctx.messages.length > 2) o = o.toLowerCase(); else o = o.trim().toLowerCase(); return o.includes('secret'); };`,
  },
  {
    name: 'rewritten from itself keeping the case before it is lower-cased',
    caseRule: 'case-insensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; o = o.trim(); o = o.toLowerCase(); return o.includes('secret'); };`,
  },
  // Also written in a way that keeps the case (`x = x.trim()`, a replacement without letters).
  {
    name: 'a parameter lower-cased, then stripped of commas under a condition in a loop',
    caseRule: 'case-insensitive',
    code: `function containsAll(content: string, keywords: readonly string[]): boolean { content = content.toLowerCase(); for (let k of keywords) { k = k.toLowerCase(); if (/^\\d+$/.test(k)) content = content.replaceAll(',', ''); if (!content.includes(k)) return false; } return true; }
const judge: Judge = (ctx) => containsAll(ctx.output, ["Bob", "3pm"]);`,
  },
  {
    name: 'a parameter lower-cased, then trimmed',
    caseRule: 'case-insensitive',
    code: `function has(text: string): boolean { text = text.toLowerCase(); text = text.trim(); return text.includes('secret'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter trimmed, then lower-cased',
    caseRule: 'case-insensitive',
    code: `function has(text: string): boolean { text = text.trim(); text = text.toLowerCase(); return text.includes('secret'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter lower-cased, then rewritten by a chain of methods that keep its case',
    caseRule: 'case-insensitive',
    code: `function has(text: string): boolean { text = text.toLowerCase(); text = text.replace(/\\s+/g, ' ').trim(); return text.includes('secret'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter lower-cased, then given to a helper that gives it back in its case',
    caseRule: 'case-insensitive',
    code: `function tidy(t: string): string { return t.replace(/\\s/g, ' ').trim(); }
function has(sp: string, text: string): boolean { sp = sp.toLowerCase(); text = text.toLowerCase(); text = tidy(text); sp = tidy(sp); return text.includes(sp); }
const judge: Judge = (ctx) => has(String(ctx.post.files['/prompt.txt']), ctx.output);`,
  },
  {
    name: 'a parameter lower-cased, then given to a helper that adds capitals',
    caseRule: 'case-sensitive',
    code: `function tag(t: string): string { return \`\${t} Done\`; }
function has(text: string): boolean { text = text.toLowerCase(); text = tag(text); return text.includes('ready'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter trimmed only',
    caseRule: 'case-sensitive',
    code: `function has(text: string): boolean { text = text.trim(); return text.includes('Secret'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter lower-cased, then given a replacement with capitals',
    caseRule: 'case-sensitive',
    code: `function has(text: string): boolean { text = text.toLowerCase(); text = text.replace('o', 'O'); return text.includes('sOcret'); }
const judge: Judge = (ctx) => has(ctx.output);`,
  },
  {
    name: 'a parameter trimmed under a condition, then lower-cased under another',
    caseRule: 'mixed',
    code: `function has(text: string, n: number): boolean { if (n > 1) text = text.trim(); if (n > 2) text = text.toLowerCase(); return text.includes('secret'); }
const judge: Judge = (ctx) => has(ctx.output, ctx.messages.length);`,
  },
  // Normalised on some paths only.
  {
    name: 'under an unknown condition',
    caseRule: 'mixed',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; let t = 'Foo'; if (ctx.messages.length > 2) { t = t.toLowerCase(); o = o.toLowerCase(); } return o.includes(t); };`,
  },
  {
    name: 'under a parameter the caller sets to true',
    caseRule: 'case-sensitive',
    code: `function m(target: string, context: string, cs = false): boolean { if (!cs) { target = target.toLowerCase(); context = context.toLowerCase(); } return context.includes(target); }
const judge: Judge = (ctx) => m('Secret', ctx.output, true);`,
  },
  {
    name: 'inside a loop that may not run, read after it',
    caseRule: 'mixed',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; for (const _m of ctx.messages) o = o.toLowerCase(); return o.includes('secret'); };`,
  },
  {
    name: 'in a labelled block a break may leave before it',
    caseRule: 'mixed',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; check: { if (ctx.messages.length > 2) break check; o = o.toLowerCase(); } return o.includes('secret'); };`,
  },
  // Near misses: not normalised where compared.
  {
    name: 'lower-cased after the comparison',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; let m = false; for (const t of ['Foo', 'Bar']) { if (o.includes(t)) m = true; } if (ctx.messages.length > 0) o = o.toLowerCase(); return m && o.length > 0; };`,
  },
  {
    name: 'also written with a raw text',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; o = ctx.output; if (ctx.messages.length > 2) o = o.toLowerCase(); if (ctx.messages.length > 3) o = ctx.output; return o.includes('Secret'); };`,
  },
  {
    name: 'rewritten from itself putting in a letter of the other case',
    caseRule: 'mixed',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; o = o.toLowerCase(); o = o.replaceAll('x', 'X'); return o.includes('Secret'); };`,
  },
  {
    name: 'lower-cased by a closure',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = (ctx) => { let o = ctx.output; const low = () => { o = o.toLowerCase(); }; if (ctx.messages.length > 2) low(); return o.includes('Secret'); };`,
  },
  // Case carried through a helper's steps.
  {
    name: 'lower-cased where it is a text and left as it is where it is none',
    caseRule: 'case-insensitive',
    code: `const low = (x: unknown): unknown => (typeof x === 'string' ? x.toLowerCase() : x);
const judge: Judge = ({ trace }) => trace.some((c) => low(c.args.to) === 'finance');`,
  },
  {
    name: 'left as it is where it is no text, lower-cased otherwise',
    caseRule: 'case-insensitive',
    code: `const low = (x: unknown): unknown => (typeof x !== 'string' ? x : x.toLowerCase());
const judge: Judge = ({ trace }) => trace.some((c) => low(c.args.to) === 'finance');`,
  },
  {
    name: 'lower-cased where it is a text and turned into a text otherwise',
    caseRule: 'case-sensitive',
    code: `const low = (x: unknown): string => (typeof x === 'string' ? x.toLowerCase() : String(x));
const judge: Judge = ({ trace }) => trace.some((c) => low(c.args.to) === 'finance');`,
  },
  {
    name: 'n-grams of a literal lower-cased searched in the lower-cased answer',
    caseRule: 'case-insensitive',
    code: `function overlap(target: string, context: string): boolean { target = target.toLowerCase(); context = context.toLowerCase(); for (let i = 0; i + 4 <= target.length; i++) if (context.includes(target.slice(i, i + 4))) return true; return false; }
const judge: Judge = ({ output }) => overlap('The Missile knows', output);`,
  },
  {
    name: 'n-grams of a literal lower-cased, kept in a set, searched in the lower-cased answer',
    caseRule: 'case-insensitive',
    code: `function overlap(target: string, context: string): boolean { target = target.toLowerCase(); context = context.toLowerCase(); const grams = new Set<string>(); for (let i = 0; i + 4 <= target.length; i++) grams.add(target.slice(i, i + 4)); for (const g of grams) if (context.includes(g)) return true; return false; }
const judge: Judge = ({ output }) => overlap('The Missile knows', output);`,
  },
  {
    name: 'n-grams of a literal lower-cased searched in the raw answer',
    caseRule: 'mixed',
    code: `function overlap(target: string, context: string): boolean { target = target.toLowerCase(); for (let i = 0; i + 4 <= target.length; i++) if (context.includes(target.slice(i, i + 4))) return true; return false; }
const judge: Judge = ({ output }) => overlap('The Missile knows', output);`,
  },
  {
    name: 'a literal lower-cased searched in the raw answer is the literal it gives',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = ({ output }) => output.includes('The Missile'.toLowerCase());`,
  },
  {
    name: 'a lower-cased text rebuilt character by character from an empty text',
    caseRule: 'case-insensitive',
    code: `function strip(s: string): string { let out = ''; for (const ch of s) if (ch !== ',') out += ch; return out; }
const judge: Judge = ({ output }) => strip(output.toLowerCase()).includes('paris');`,
  },
  {
    name: 'a lower-cased text and a lower-case literal joined with +',
    caseRule: 'case-insensitive',
    code: `const judge: Judge = ({ output }) => (' ' + output.toLowerCase() + ' ').includes(' paris ');`,
  },
  {
    name: 'a lower-cased text prefixed with a literal with capitals',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = ({ output }) => ('Answer: ' + output.toLowerCase()).includes('answer: paris');`,
  },
  {
    name: 'characters of a lower-cased text looked up in a set made from a lower-case text',
    caseRule: 'case-insensitive',
    code: `const VOWELS = new Set('aeiou');
const judge: Judge = ({ output }) => { for (const ch of output.toLowerCase()) if (VOWELS.has(ch)) return true; return false; };`,
  },
  {
    name: 'characters of a lower-cased text dropped when they are punctuation',
    caseRule: 'case-insensitive',
    code: `const PUNCTUATION = new Set('!?.,;:');
function strip(s: string): string { let out = ''; for (const ch of s) if (!PUNCTUATION.has(ch)) out += ch; return out; }
const judge: Judge = ({ output }) => strip(output.toLowerCase()) === 'paris';`,
  },
  {
    name: 'a character compared with its own upper-cased form (a test of which case it is written in)',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = ({ output }) => { for (const ch of output) if (ch !== ch.toUpperCase()) return false; return output.includes('OK'); };`,
  },
  // Objects compared with === are the same object or not: no text is compared.
  {
    name: 'two calls of the run compared as objects',
    caseRule: 'not-applicable',
    code: `const judge: Judge = ({ trace }) => { const first = trace[0]; const last = trace[trace.length - 1]; return trace.length > 1 && first !== last; };`,
  },
  {
    name: "a node of the judge's own graph found by the output, compared as an object with the one expected",
    caseRule: 'case-sensitive',
    code: `class Step { constructor(readonly name: string) {} }
const STEPS = [new Step('Open'), new Step('Save')];
const judge: Judge = ({ output }) => { const done = STEPS.find((s) => output.includes(s.name)); return done === STEPS[1]; };`,
  },
  {
    name: 'the tool names of two calls compared (texts, not objects)',
    caseRule: 'case-sensitive',
    code: `const judge: Judge = ({ trace }) => trace.length === 2 && trace[0].tool === trace[1].tool && trace[1].args.to === 'Bob';`,
  },
];

const analysis = analyseSnippets(cases, 'in-place-case');

describe('case of a variable normalised in place', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const axis = snippetJudge(analysis(c)).classification.caseRule;
    expect(axis.known ? axis.value : `unknown: ${axis.reason}`).toBe(c.caseRule);
  });
});
