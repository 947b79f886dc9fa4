import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/rendering/layout.ts';
import { renderJson, renderMarkdownTable, renderTable, renderTextTable, styled, type Table } from '../../src/rendering/table.ts';

const table: Table = {
  columns: ['Task', 'Passed'],
  rows: [
    ['user_task_1', 3],
    ['a | b\nc', null],
  ],
  align: ['left', 'right'],
};

/** A taxonomy-like table: identifiers, short words, and one long prose column. */
const wide: Table = {
  columns: ['task', 'judge', 'reads', 'count'],
  rows: [
    ['injection_task_1', 'attack', 'trace-names, trace-arguments', 'at-least 1 trace:send_email'],
    [
      'user_task_49',
      'utility',
      'pre-post',
      'all pre.files["/shared/shipping-schedule.txt"]; at-least 1 post.files["/shared/shipping-schedule.txt"]; exactly 1 post.emails',
    ],
  ],
  summary: '2 judges (1 utility, 1 attack)',
};

const lines = (text: string) => text.trimEnd().split('\n');
const widest = (text: string) => Math.max(...lines(text).map(displayWidth));
const words = (text: string) => text.split(/[\s|-]+/).filter((w) => w !== '');

describe('renderTextTable at full width', () => {
  it('aligns text columns without trailing spaces', () => {
    expect(renderTextTable(table)).toBe('Task         Passed\n-----------  ------\nuser_task_1       3\na | b c\n');
  });

  it('puts the summary on the line under the table', () => {
    expect(lines(renderTextTable({ ...table, summary: '2 tasks, 1 passed' })).at(-1)).toBe('2 tasks, 1 passed');
  });

  it('ignores a width the table already fits', () => {
    expect(renderTextTable(table, { width: 40 })).toBe(renderTextTable(table));
  });
});

describe('renderTextTable fitted to a width', () => {
  it('wraps the widest column inside the width, keeping identifiers whole', () => {
    const text = renderTextTable(wide, { width: 100 });
    expect(widest(text)).toBeLessThanOrEqual(100);
    expect(widest(renderTextTable(wide))).toBeGreaterThan(150);
    expect(lines(text)[0]).toMatch(/^task +judge +reads +count$/);
    expect(text).toMatch(/^injection_task_1 +attack +trace-names, trace-arguments +at-least 1 trace:send_email$/m);
    // The long cell continues under its column, with the other columns empty.
    expect(text).toMatch(/^ {20,}post\.emails$/m);
    expect(lines(text).at(-1)).toBe('2 judges (1 utility, 1 attack)');
  });

  it('prints each row as a record when the columns cannot be narrowed enough', () => {
    const text = renderTextTable(wide, { width: 50 });
    expect(widest(text)).toBeLessThanOrEqual(50);
    expect(text).toContain('injection_task_1\n  judge  attack\n  reads  trace-names, trace-arguments\n  count  at-least 1 trace:send_email\n');
    expect(text.endsWith('\n\n2 judges (1 utility, 1 attack)\n')).toBe(true);
  });

  it('loses no word of any cell at any width', () => {
    const all = words([...wide.columns, ...(wide.rows.flat() as string[])].join(' '));
    for (const width of [30, 45, 60, 80, 100, 120, 200]) {
      const text = renderTextTable(wide, { width });
      expect(widest(text), `width ${width}`).toBeLessThanOrEqual(width);
      const shown = text.replace(/\s+/g, '');
      for (const word of all) expect(shown, `width ${width}`).toContain(word.replace(/\s+/g, ''));
    }
  });

  it('sets a wrapped row apart with a blank line when the first column wraps', () => {
    const ids: Table = {
      columns: ['Scenario', 'Kind', 'Locator'],
      rows: [
        ['user_task_1', 'benign', ''],
        ['user_task_2', 'benign', ''],
        ['user_task_27+injection_task_7@email:1.body', 'attack', 'email:1.body'],
      ],
    };
    expect(renderTextTable(ids, { width: 52 })).toBe(
      [
        'Scenario                        Kind    Locator',
        '------------------------------  ------  ------------',
        'user_task_1                     benign',
        'user_task_2                     benign',
        '',
        'user_task_27+injection_task_7   attack  email:1.body',
        '@email:1.body',
        '',
      ].join('\n'),
    );
  });
});

describe('colour', () => {
  const coloured: Table = { columns: ['check', 'status'], rows: [['locator-resolves', styled('fail', 'red')]] };

  it('is off unless asked for: styled cells print as plain text', () => {
    expect(renderTextTable(coloured, { width: 80 })).toBe(stripVTControlCharacters(renderTextTable(coloured, { width: 80 })));
    expect(renderMarkdownTable(coloured)).toContain('| locator-resolves | fail   |');
  });

  it('emphasises the header and styled cells, padding by the visible width', () => {
    const text = renderTextTable(coloured, { width: 80, color: true });
    expect(text).toContain('\u001b[1mcheck\u001b[22m');
    expect(text).toContain('locator-resolves  \u001b[31mfail\u001b[39m');
    expect(lines(stripVTControlCharacters(text))).toEqual(['check             status', '----------------  ------', 'locator-resolves  fail']);
  });
});

describe('markdown and JSON', () => {
  it('escapes pipes and line breaks in markdown cells', () => {
    expect(renderMarkdownTable(table)).toBe('| Task        | Passed |\n| :---------- | -----: |\n| user_task_1 |      3 |\n| a \\| b c    |        |\n');
  });

  it('puts the summary after the markdown table as its own paragraph, and never narrows markdown', () => {
    const text = renderTable(wide, 'markdown', { width: 40 });
    expect(text.endsWith('|\n\n2 judges (1 utility, 1 attack)\n')).toBe(true);
    expect(widest(text)).toBeGreaterThan(150);
  });

  it('renders JSON with a final newline', () => {
    expect(renderJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
