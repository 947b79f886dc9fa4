import { addressCase } from './address-case.ts';
import { deleteCall } from './delete-call.ts';
import { dropText } from './drop-text.ts';
import type { MutationOperator } from './operator.ts';
import { otherAmount } from './other-amount.ts';
import { otherPath } from './other-path.ts';
import { otherRecipient } from './other-recipient.ts';
import { otherSqlValue } from './other-sql-value.ts';

export type { Mutation, MutationOperator, MutationSite } from './operator.ts';

/** In the order mutants are generated and reported. */
export const MUTATION_OPERATORS: readonly MutationOperator[] = [deleteCall, otherRecipient, addressCase, otherAmount, otherPath, otherSqlValue, dropText];
