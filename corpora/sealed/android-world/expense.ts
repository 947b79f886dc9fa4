// Source: google-research/android_world android_world/task_evals/single/expense.py (_Expense, _ExpenseDeleteMultiple,
// ExpenseDeleteSingle, ExpenseDeleteMultiple, ExpenseDeleteMultiple2, _ExpenseDeleteDuplicates, ExpenseDeleteDuplicates,
// _ExpenseAddMultiple, ExpenseAddSingle, ExpenseAddMultiple, ExpenseAddMultipleFromMarkor) and
// android_world/task_evals/utils/sqlite_schema_utils.py (Expense), commit d9c569f764b3a5629321858de03ff653d0f24056
import {
  AddMultipleRows,
  DeleteDuplicateRows,
  DeleteMultipleRows,
  validateRowsAdditionIntegrity,
  validateRowsRemovalIntegrity,
  type Params,
  type Row,
} from './helpers.ts';

/** sqlite_schema_utils.Expense's dataclass fields (dataclass equality compares all of them). */
export const EXPENSE_FIELDS = ['name', 'amount', 'category', 'note', 'created_date', 'modified_date', 'expense_id'] as const;

/** An expense as generate_random_params builds it (amount in cents, dates in ms). */
export function expense(name: string, amount: number, category: number, note: string, createdMs: number): Params {
  return { name, amount, category, note, created_date: createdMs, modified_date: createdMs, expense_id: -1 };
}

abstract class ExpenseDeleteMultipleBase extends DeleteMultipleRows {
  tableName = 'expense';
  dbKey = 'expense_id';
  fields = EXPENSE_FIELDS;

  validateDeletionIntegrity(before: Row[], after: Row[]): boolean {
    return validateRowsRemovalIntegrity(
      before,
      after,
      this.rowsToDelete.map((e) => e.expense_id),
      this.dbKey,
      this.fields,
    );
  }
}

export class ExpenseDeleteSingle extends ExpenseDeleteMultipleBase {
  nRows = 1;
  nRowsNoise = 0;
}

export class ExpenseDeleteMultiple extends ExpenseDeleteMultipleBase {
  nRows = 3;
  nRowsNoise = 0;
}

export class ExpenseDeleteMultiple2 extends ExpenseDeleteMultipleBase {
  nRows = 3;
  nRowsNoise = 50;
}

export class ExpenseDeleteDuplicates extends DeleteDuplicateRows {
  tableName = 'expense';
  dbKey = 'expense_id';
  fields = EXPENSE_FIELDS;
  nRows = 1;
  nRowsNoise = 5;

  validateDeletionIntegrity(before: Row[], after: Row[]): boolean {
    const [target1, target2] = this.rowsToDelete;
    return (
      validateRowsRemovalIntegrity(before, after, [target1.expense_id], this.dbKey, this.fields) ||
      validateRowsRemovalIntegrity(before, after, [target2.expense_id], this.dbKey, this.fields)
    );
  }
}

abstract class ExpenseAddMultipleBase extends AddMultipleRows {
  tableName = 'expense';
  dbKey = 'expense_id';
  fields = EXPENSE_FIELDS;

  validateAdditionIntegrity(before: Row[], after: Row[], referenceRows: Params[]): boolean {
    return validateRowsAdditionIntegrity(before, after, referenceRows, ['name', 'amount', 'category', 'note'], this.fields, ['name', 'note']);
  }
}

export class ExpenseAddSingle extends ExpenseAddMultipleBase {}
export class ExpenseAddMultiple extends ExpenseAddMultipleBase {}
/** Its goal points at my_expenses.txt; the rows to add are the targets before initialize_task appends ". Reimbursable." to their notes in the file. */
export class ExpenseAddMultipleFromMarkor extends ExpenseAddMultipleBase {}
