import { isEmailAddress, otherCase, replaceLiteral } from '../../contract/index.ts';
import { queryLiterals, setArgument, show, textArgument, type MutationOperator } from './operator.ts';

/**
 * Changes the letter case of an e-mail address the call sends to or stores. Policy: an e-mail
 * address names the same mailbox in any case (domains are case-insensitive by RFC 1035/5321, and
 * no mail system in use treats local parts by case), so this mutant is EQUIVALENT: a right judge
 * accepts it, and a judge that rejects it compares addresses case-sensitively.
 */
export const addressCase: MutationOperator = {
  id: 'address-case',
  description: 'change the letter case of an e-mail address (equivalent: a right judge accepts it)',
  equivalent: true,
  mutate(site) {
    const to = site.call.tool === 'send_email' ? textArgument(site.call, 'to') : undefined;
    if (to !== undefined && isEmailAddress(to)) {
      const cased = otherCase(to);
      return [{ operator: 'address-case', change: setArgument(site, 'to', cased, 'other-case'), text: `to ${show(to)} -> ${show(cased)}`, original: to }];
    }
    const sql = queryLiterals(site);
    if (!sql) return [];
    return sql.literals
      .filter((l) => l.kind === 'string' && isEmailAddress(l.value))
      .map((l) => ({
        operator: 'address-case' as const,
        change: setArgument(site, 'query', replaceLiteral(sql.query, l, otherCase(l.value)), 'other-case', { from: l.value, to: otherCase(l.value) }),
        text: `SQL value ${show(l.value)} -> ${show(otherCase(l.value))}`,
        original: l.value,
      }));
  },
};
