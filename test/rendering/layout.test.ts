import { describe, expect, it } from 'vitest';
import { displayWidth, paragraph, wrapText } from '../../src/rendering/layout.ts';
import { paint } from '../../src/rendering/style.ts';

describe('wrapText', () => {
  it('fills lines greedily at spaces', () => {
    expect(wrapText('at-least 1 trace:send_email; exactly 1 post.emails', 20)).toEqual(['at-least 1', 'trace:send_email;', 'exactly 1', 'post.emails']);
  });

  it('breaks a long identifier after a list or path separator before a word joiner, and before an @', () => {
    expect(wrapText('user_task_27+injection_task_7@email:1.body', 36)).toEqual(['user_task_27+injection_task_7', '@email:1.body']);
    expect(wrapText('data/agentdojo/claude-3-haiku/workspace/user_task_38.json', 24)).toEqual([
      'data/agentdojo/',
      'claude-3-haiku/',
      'workspace/',
      'user_task_38.json',
    ]);
  });

  it('cuts at the width when a word has no separator', () => {
    expect(wrapText('abcdefghijklmnopqrstuvwxyz', 10)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxyz']);
  });

  it('loses nothing: the lines hold every character of the text', () => {
    const text = 'Case-sensitive equality against "Treasury.Desk@Northwind-Payments.test": normalise both sides or use equalsIgnoreCase()';
    for (const width of [8, 13, 21, 34, 55, 200]) {
      const lines = wrapText(text, width);
      expect(lines.every((l) => displayWidth(l) <= width)).toBe(true);
      expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    }
  });
});

describe('paragraph', () => {
  it('leaves text alone without a width', () => {
    expect(paragraph('a long line that would need wrapping')).toBe('a long line that would need wrapping\n');
  });

  it('wraps each line to the width, list items under their text', () => {
    expect(paragraph('- one two three four five six\nshort', { width: 14 })).toBe('- one two\n  three four\n  five six\nshort\n');
  });
});

describe('paint', () => {
  it('adds ANSI emphasis only when colour is on', () => {
    expect(paint('fail', 'red')).toBe('fail');
    expect(paint('fail', 'red', { color: false })).toBe('fail');
    expect(paint('fail', 'red', { color: true })).toBe('\u001b[31mfail\u001b[39m');
  });
});
