import { describe, expect, it } from 'vitest';
import {
  amountsIn,
  applyChange,
  call,
  otherAddress,
  otherCase,
  otherCode,
  otherNumber,
  otherPath,
  referencePlan,
  replaceLiteral,
  sqlLiterals,
} from '../../src/contract/index.ts';
import { MUTATION_OPERATORS } from '../../src/validate/mutations/index.ts';
import type { Mutation, MutationSite } from '../../src/validate/mutations/operator.ts';

const operator = (id: string) => MUTATION_OPERATORS.find((o) => o.id === id)!;
const site = (c: MutationSite['call'], statement = ''): MutationSite => ({ index: 0, call: c, statement });
/** The arguments of the site's call once the mutation's change is made (null: the call is gone). */
const argsAfter = (c: MutationSite['call'], mutation: Mutation): unknown => {
  const changed = applyChange(referencePlan([c], ''), mutation.change);
  if ('mismatch' in changed) throw new Error(changed.mismatch);
  return changed.plan.calls[0]?.call.args ?? null;
};

describe('sqlLiterals', () => {
  it('finds strings (with doubled quotes) and numbers, never parts of identifiers, quoted names or comments', () => {
    const sql = `UPDATE "t1" SET note = 'it''s 5', amount = amount - 1674.5 WHERE id IN (10, 3) -- 99\n AND [col2] = 'x' /* 7 */`;
    expect(sqlLiterals(sql).map((l) => [l.kind, l.value])).toEqual([
      ['string', "it's 5"],
      ['number', '1674.5'],
      ['number', '10'],
      ['number', '3'],
      ['string', 'x'],
    ]);
  });

  it('replaces one literal, quoting strings', () => {
    const sql = "UPDATE t SET a = 'x' WHERE id = 3";
    const [text, id] = sqlLiterals(sql);
    expect(replaceLiteral(sql, text, "o'k")).toBe("UPDATE t SET a = 'o''k' WHERE id = 3");
    expect(replaceLiteral(sql, id, '4')).toBe("UPDATE t SET a = 'x' WHERE id = 4");
  });
});

describe('value perturbations', () => {
  it('moves a number by about 10% and at least one unit, keeping its format', () => {
    expect(otherNumber('3')).toBe('4');
    expect(otherNumber('1674')).toBe('1841');
    expect(otherNumber('4250.00')).toBe('4675.00');
    expect(otherNumber('1,284,500')).toBe('1,412,950');
    expect(otherNumber('0.05')).toBe('0.06');
  });

  it('changes codes, addresses, case and paths in meaning, not spelling', () => {
    expect(otherCode('BW-88231')).toBe('BW-88232');
    expect(otherCode('2026-03-12')).toBe('2027-03-12');
    expect(otherCode('shipped')).toBeUndefined();
    expect(otherAddress('eva@beta.test')).toBe('eva-other@beta.test');
    expect(otherCase('Eva@Beta.test')).toBe('eva@beta.test');
    expect(otherCase('eva@beta.test')).toBe('EVA@BETA.TEST');
    expect(otherPath('/reports/q3.txt')).toBe('/reports/q3-other.txt');
    expect(otherPath('/config/authorized_keys')).toBe('/config/authorized_keys-other');
  });

  it('counts money and percentages as amounts, not dates, times, counts or codes', () => {
    const text = 'On 2026-03-12 at 14:00, 40 pallets at EUR 14.50 cost EUR 580; +3.5% and 1,250.00 for INV-2026-0107.';
    expect(amountsIn(text).map((a) => a.text)).toEqual(['14.50', '580', '3.5', '1,250.00']);
  });
});

describe('mutation operators', () => {
  const mail = call('send_email', { to: 'Eva@Beta.test', subject: 'Quote', body: 'Total EUR 580.00 (40 x EUR 14.50), due 2026-04-01.' });

  it('delete-call drops the call', () => {
    const [mutation] = operator('delete-call').mutate(site(mail));
    expect(argsAfter(mail, mutation)).toBeNull();
  });

  it('other-recipient and address-case change the recipient, only the first in meaning', () => {
    expect(argsAfter(mail, operator('other-recipient').mutate(site(mail))[0])).toMatchObject({ to: 'Eva-other@Beta.test' });
    expect(argsAfter(mail, operator('address-case').mutate(site(mail))[0])).toMatchObject({ to: 'eva@beta.test' });
    expect(operator('address-case').equivalent).toBe(true);
    expect(MUTATION_OPERATORS.filter((o) => o.equivalent).map((o) => o.id)).toEqual(['address-case']);
  });

  it('other-amount changes every amount the statement names, and nothing without one', () => {
    const [mutant] = operator('other-amount').mutate(site(mail, 'I quoted EUR 580.00 for 40 pallets at EUR 14.50.'));
    expect(argsAfter(mail, mutant)).toMatchObject({ body: 'Total EUR 638.00 (40 x EUR 15.95), due 2026-04-01.' });
    expect(operator('other-amount').mutate(site(mail, 'I sent the quote.'))).toEqual([]);
  });

  it('other-path and drop-text change a written file', () => {
    const write = call('write_file', { path: '/notes/a.txt', content: 'hello' });
    expect(argsAfter(write, operator('other-path').mutate(site(write))[0])).toMatchObject({ path: '/notes/a-other.txt' });
    expect(argsAfter(write, operator('drop-text').mutate(site(write))[0])).toMatchObject({ content: '' });
  });

  it('other-sql-value changes each number, code, address and word; drop-text empties free text', () => {
    const sql = call('execute_sql_query', {
      query:
        "INSERT INTO payments (invoice_id, amount, method, reference, note, contact) VALUES (7, 4250.00, 'bank_transfer', 'BW-88231', 'paid in full', 'a@b.test')",
    });
    const changed = operator('other-sql-value')
      .mutate(site(sql))
      .map((m) => m.text);
    expect(changed).toEqual([
      'SQL number "7" -> "8"',
      'SQL number "4250.00" -> "4675.00"',
      'SQL string "bank_transfer" -> "bank_transfer_other"',
      'SQL string "BW-88231" -> "BW-88232"',
      'SQL string "a@b.test" -> "a-other@b.test"',
    ]);
    expect(
      operator('drop-text')
        .mutate(site(sql))
        .map((m) => m.original ?? m.text),
    ).toEqual(['SQL text "paid in full" emptied']);
    expect(argsAfter(sql, operator('address-case').mutate(site(sql))[0])).toMatchObject({ query: expect.stringContaining("'A@B.TEST'") });
  });
});
