import { otherValue, replaceLiteral } from '../../contract/index.ts';
import { queryLiterals, setArgument, show, type MutationOperator } from './operator.ts';

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
      const other = otherValue(literal.value, literal.kind);
      if (other === undefined) return [];
      return [
        {
          operator: 'other-sql-value' as const,
          change: setArgument(site, 'query', replaceLiteral(sql.query, literal, other.value), other.how, { from: literal.value, to: other.value }),
          text: `SQL ${literal.kind} ${show(literal.value)} -> ${show(other.value)}`,
          original: literal.value,
        },
      ];
    });
  },
};
