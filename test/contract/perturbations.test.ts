import { describe, expect, it } from 'vitest';
import { embedWord, holdsWord } from '../../src/contract/index.ts';

describe('embedWord: a word made part of a longer one, kept as written', () => {
  it.each([
    { text: 'stop [red]', word: 'red', ignoreCase: false, to: 'stop [nonred]' },
    { text: 'Yes, it is. yes.', word: 'yes', ignoreCase: true, to: 'NonYes, it is. nonyes.' },
    { text: 'Yes, it is.', word: 'yes', ignoreCase: false, to: 'Yes, it is.' },
    { text: 'covered in red', word: 'red', ignoreCase: false, to: 'covered in nonred' },
    { text: 'red_1 or red2', word: 'red', ignoreCase: false, to: 'red_1 or red2' },
    { text: 'Zürich.', word: 'Zürich', ignoreCase: false, to: 'NonZürich.' },
    { text: 'no word here', word: '', ignoreCase: false, to: 'no word here' },
  ])('$text, $word -> $to', ({ text, word, ignoreCase, to }) => {
    expect(embedWord(text, word, ignoreCase)).toBe(to);
    expect(holdsWord(text, word, ignoreCase)).toBe(to !== text);
  });

  it('the changed text still holds the word as the judge reads it, now only inside another word', () => {
    const changed = embedWord('The colour is Red.', 'red', true);
    expect(changed.toLowerCase().includes('red')).toBe(true);
    expect(/\bred\b/i.test(changed)).toBe(false);
  });
});
