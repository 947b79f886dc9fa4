import rule from '../../../src/analyzer/rules/impossible-case-literal.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

const REPLAY = (field: string, guard: string, verdict: string): string => `type Row = Record<string, string | number | null>;
interface State { tasks: Row[] }
function update_task(state: State, { task_id, field, new_value }: Record<string, string | undefined>): string {
  if (!task_id || !field || !new_value) return 'Missing.';
  if (field === 'owner') new_value = new_value.toLowerCase();
  if (${guard}) return 'Owner not valid.';
  const value = new_value;
  state.tasks = state.tasks.map((row) => (row['task_id'] === task_id ? { ...row, [field]: value } : row));
  return 'Updated.';
}
const TOOLS: Record<string, (state: State, args: Record<string, string | undefined>) => string> = { update_task };
const ACTIONS = [{ tool: 'update_task', args: { task_id: '7', field: '${field}', new_value: 'In Review' } }];
const judge: Judge = ({ pre, post }) => {
  const state: State = { tasks: (pre.tables.tasks ?? []).map((r) => ({ ...r })) };
  for (const action of ACTIONS) TOOLS[action.tool](state, { ...action.args });
  return ${verdict};
};`;
const OWNER_KNOWN = "field === 'owner' && !state.tasks.map((row) => String(row['owner']).toLowerCase()).includes(new_value)";

ruleTester(rule, {
  valid: [
    {
      code: REPLAY('list_name', OWNER_KNOWN, 'JSON.stringify(post.tables.tasks ?? []) === JSON.stringify(state.tasks)'),
      name: "a tool the judge replays checks a lower-cased owner only when the field is the owner: given another field's capitalised value, that check never decides the verdict",
    },
    { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 am');" },
    { code: "const judge: Judge = ({ output }) => output.includes('10 AM');" },
    { code: 'const judge: Judge = ({ output }) => /10 AM/i.test(output.toLowerCase());' },
    {
      code: `const CHECKS = [
  { name: 'exact', value: 'Done' },
  { name: 'mentions', value: 'invoice' },
];
const FNS: Readonly<Record<string, (text: string, value: string) => boolean>> = {
  exact: (text, value) => text === value,
  mentions: (text, value) => text.toLowerCase().includes(value),
};
const judge: Judge = ({ output }) => {
  for (const check of CHECKS) {
    const fn = FNS[check.name]!;
    if (!fn(output, check.value)) return false;
  }
  return true;
};`,
      name: "a table of checks walked item by item: each pass's `const` holds that item's function, not every item's",
    },
  ],
  invalid: [
    {
      code: `type Row = Record<string, string | number | null>;
function hasOwner(tasks: readonly Row[], name: string): boolean {
  return tasks.map((row) => String(row['owner']).toLowerCase()).includes(name);
}
const judge: Judge = ({ post }) => hasOwner(post.tables.tasks ?? [], 'Ada Lovelace');`,
      name: 'near miss: a helper given a capitalised literal whose lower-cased check is the verdict',
      errors: [{ messageId: 'impossible', line: 3, column: 74 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('Paid');",
      answer: 'The invoice is Paid.',
      name: 'witness: the reference run, which it fails',
      errors: [{ messageId: 'impossible', line: 1, column: 68, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const text = output.toLowerCase();
  return !(!text.includes('10 AM') && !text.includes('ten'));
};`,
      errors: [{ messageId: 'impossible', line: 3, column: 27 }],
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'Dana.Whitfield@northwind.test');",
      errors: [{ messageId: 'impossible', line: 1, column: 83 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toUpperCase().startsWith('done');",
      errors: [{ messageId: 'impossible', line: 1, column: 70 }],
    },
  ],
});
