import type { ReferenceCall } from '../../contract/index.ts';
import { fixtureOf } from '../../registry/index.ts';
import { analyzeSql, sqlSchemaOf } from '../sql.ts';
import { failureFor, injectionTaskUses, userTaskUses } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure, TaskUse } from './types.ts';

/**
 * SQL in reference solutions names existing tables and columns: each query is parsed and prepared
 * by SQLite against the fixture's schema (nothing runs). Predicates constrain queries with matchers
 * (regexes, substrings), which name no schema objects SQLite could check, so they are not covered.
 */
export const sqlReferences: FeasibilityCheck = {
  id: 'sql-references',
  description: "SQL in reference solutions parses and names existing tables and columns of the fixture's schema",
  async run(input) {
    const fail = failureFor('sql-references', input);
    const failures: FeasibilityFailure[] = [];
    const uses: TaskUse<{ readonly id: string; readonly reference: readonly ReferenceCall[]; readonly fixture?: string }>[] = [
      ...userTaskUses(input.scenarios),
      ...injectionTaskUses(input.scenarios),
    ];
    for (const use of uses) {
      // A user task with its own fixture queries that schema; the others the suite's.
      const schema = sqlSchemaOf(fixtureOf(input.suite, use.task).tables);
      for (const [i, call] of use.task.reference.entries()) {
        const query = (call.args as { readonly query?: unknown }).query;
        if (call.tool !== 'execute_sql_query' || typeof query !== 'string') continue;
        const analysis = await analyzeSql(query, schema);
        if (analysis.ok) continue;
        const message = `${use.task.id} reference call #${i} ${JSON.stringify(query)}: ${analysis.detail}`;
        failures.push(...use.scenarios.map((scenario) => fail(scenario, message)));
      }
    }
    return failures;
  },
};
