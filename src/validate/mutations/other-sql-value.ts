import { argsOf, queryLiterals, show, type MutationOperator } from './operator.ts';
import { replaceLiteral, type SqlLiteral } from './sql-literals.ts';
import { isEmailAddress, otherAddress, otherCode, otherNumber } from './values.ts';

/**
 * Changes one value of a state-changing SQL statement: a number (a row id in WHERE, an amount in
 * SET or VALUES), an address (another mailbox), a code or date (first digit run counted up), a
 * word (`shipped` -> `shipped_other`). The statement then touches another row or stores another
 * value. Free text with spaces is left to drop-text.
 */
export const otherSqlValue: MutationOperator = {
  id: 'other-sql-value',
  description: 'change one number, code, address or word of a state-changing SQL statement',
  equivalent: false,
  mutate(site) {
    const sql = queryLiterals(site);
    if (!sql) return [];
    return sql.literals.flatMap((literal) => {
      const other = otherValue(literal);
      if (other === undefined) return [];
      return [
        {
          operator: 'other-sql-value' as const,
          argument: 'query',
          change: `SQL ${literal.kind} ${show(literal.value)} -> ${show(other)}`,
          original: literal.value,
          args: { ...argsOf(site.call), query: replaceLiteral(sql.query, literal, other) },
        },
      ];
    });
  },
};

function otherValue(literal: SqlLiteral): string | undefined {
  if (literal.kind === 'number') return otherNumber(literal.value);
  const { value } = literal;
  if (value === '' || /\s/.test(value)) return undefined;
  if (isEmailAddress(value)) return otherAddress(value);
  return otherCode(value) ?? `${value}_other`;
}
