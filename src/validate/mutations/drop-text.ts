import { replaceLiteral } from '../../contract/index.ts';
import { TEXT_ARGUMENTS, queryLiterals, setArgument, show, textArgument, type MutationOperator } from './operator.ts';

/** Empties the text the call carries: a mail body, a file's content, a free-text SQL value. */
export const dropText: MutationOperator = {
  id: 'drop-text',
  description: 'empty a mail body, a written file, or a free-text SQL value',
  equivalent: false,
  mutate(site) {
    const argument = TEXT_ARGUMENTS[site.call.tool];
    const text = argument === undefined ? undefined : textArgument(site.call, argument);
    if (argument !== undefined && text !== undefined) {
      return text.trim() === ''
        ? []
        : [{ operator: 'drop-text', change: setArgument(site, argument, '', 'emptied'), text: `${argument} emptied (was ${show(text)})` }];
    }
    const sql = queryLiterals(site);
    if (!sql) return [];
    return sql.literals
      .filter((l) => l.kind === 'string' && /\s/.test(l.value.trim()))
      .map((l) => ({
        operator: 'drop-text' as const,
        change: setArgument(site, 'query', replaceLiteral(sql.query, l, ''), 'emptied', { from: l.value, to: '' }),
        text: `SQL text ${show(l.value)} emptied`,
      }));
  },
};
