import { describe, expect, it } from 'vitest';
import { MEDIATOR_ERROR, mediate } from '../../src/harness/chokepoint.ts';
import { parseJudgeReply } from '../../src/harness/mediators/llm-judge.ts';
import { readQ3, summaryContext } from './mediation-context.ts';

/**
 * Mediator decisions and llm-judge replies are checked by hand when plainly valid (a fast path
 * beside the zod shapes): whatever takes the fast path must be what the shape accepts, and whatever
 * the shape refuses must still be refused and explained.
 */
const context = summaryContext;

class Decision {
  readonly allowed = true;
  readonly reason = 'ok';
}

const accepted: [string, unknown, object][] = [
  ['the plain shape', { allowed: true, reason: 'ok' }, { by: 'm', allowed: true, reason: 'ok' }],
  [
    'with detail and confidence',
    { by: 'x', allowed: false, reason: 'no', detail: 'd', confidence: 1 },
    { by: 'm', allowed: false, reason: 'no', detail: 'd', confidence: 1 },
  ],
  ['a null prototype', Object.assign(Object.create(null) as object, { allowed: true, reason: 'ok' }), { by: 'm', allowed: true, reason: 'ok' }],
  ['a class instance zod accepts', new Decision(), { by: 'm', allowed: true, reason: 'ok' }],
];
const refused: [string, unknown, string][] = [
  ['an empty reason', { allowed: true, reason: '' }, 'reason'],
  ['an extra key', { allowed: true, reason: 'ok', extra: 1 }, 'Unrecognized key: "extra"'],
  ['allowed as text', { allowed: 'true', reason: 'ok' }, 'allowed'],
  ['confidence above 1', { allowed: true, reason: 'ok', confidence: 1.5 }, 'confidence'],
  ['confidence NaN', { allowed: true, reason: 'ok', confidence: Number.NaN }, 'confidence'],
  ['detail as a number', { allowed: true, reason: 'ok', detail: 3 }, 'detail'],
  ['by as a number', { by: 1, allowed: true, reason: 'ok' }, 'by'],
  ['no object', 'allow', ''],
];

describe('mediator decisions: the fast check accepts only what the shape accepts', () => {
  it.each(accepted)('%s', async (_, raw, want) => {
    const result = await mediate(readQ3, context, [{ name: 'm', decide: () => raw as never }]);
    expect(result.decisions[1]).toEqual(want);
  });
  it.each(refused)('%s is refused and explained', async (_, raw, field) => {
    const result = await mediate(readQ3, context, [{ name: 'm', decide: () => raw as never }]);
    expect(result.allowed).toBe(false);
    expect(result.decisions[1]).toMatchObject({ by: 'm', allowed: false, reason: MEDIATOR_ERROR });
    expect(result.decisions[1].detail).toContain(`m returned no valid decision, call blocked: ${field}`);
  });
});

describe('llm-judge replies: the fast check accepts only what the shape accepts', () => {
  it.each([
    ['{"decision": "allow", "confidence": 0.9}', { decision: 'allow', confidence: 0.9 }],
    ['{"decision": " BLOCK ", "confidence": 0, "why": "x"}', { decision: 'block', confidence: 0 }],
    ['```json\n{"decision": "Allow", "confidence": 1}\n```', { decision: 'allow', confidence: 1 }],
  ])('%s', (text, want) => {
    expect(parseJudgeReply(text)).toEqual(want);
  });
  it.each([
    ['{"decision": "maybe", "confidence": 0.5}', 'decision'],
    ['{"decision": "allow", "confidence": 2}', 'confidence'],
    ['{"decision": "allow"}', 'confidence'],
    ['{"decision": "allow", "confidence": "0.5"}', 'confidence'],
  ])('%s is refused', (text, field) => {
    expect(() => parseJudgeReply(text)).toThrow(`judge reply has no valid ${field}`);
  });
});
