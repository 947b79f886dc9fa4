import { describe, expect, it } from 'vitest';
import { renderJson, renderMarkdownTable, renderTextTable, type Table } from '../../src/rendering/table.ts';

const table: Table = {
  columns: ['Task', 'Passed'],
  rows: [
    ['user_task_1', 3],
    ['a | b\nc', null],
  ],
  align: ['left', 'right'],
};

describe('format', () => {
  it('aligns text columns without trailing spaces', () => {
    expect(renderTextTable(table)).toBe('Task         Passed\n-----------  ------\nuser_task_1       3\na | b c\n');
  });

  it('escapes pipes and line breaks in markdown cells', () => {
    expect(renderMarkdownTable(table)).toBe('| Task        | Passed |\n| :---------- | -----: |\n| user_task_1 |      3 |\n| a \\| b c    |        |\n');
  });

  it('renders JSON with a final newline', () => {
    expect(renderJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
