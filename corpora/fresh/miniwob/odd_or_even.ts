// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/odd-or-even.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #submit click handler and isOddNumber (3 numbers)
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved } from './helpers.ts';

const RANDOM_NUMBERS = 3;

function isOddNumber(num: number): boolean {
  return num % 2 === 1 || num % 2 === -1;
}

export default defineUserTask({
  id: 'odd_or_even',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Mark the numbers below as odd or even and press submit when done.',
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.row:nth-child(1) .odd' }),
    externalCall('click', { element: '.row:nth-child(2) .even' }),
    externalCall('click', { element: '.row:nth-child(3) .even' }),
    externalCall('click', { element: '#submit' }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  // one row per number: the number shown and the text of its selected button ('' when none)
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, '#submit');
    if (page === undefined) return false;
    let reward = 0;
    for (let i = 0; i < RANDOM_NUMBERS; i++) {
      const elem = page.tables.rows[i];
      const num = parseInt(String(elem.number), 10);
      const oddNumber = isOddNumber(num);
      // a jQuery selection, truthy whether or not it found a selected button
      const selected = { text: () => String(elem.selected ?? '') };
      // eslint-disable-next-line eqeqeq
      if (selected && selected.text() == 'Odd' && oddNumber) reward += 1 / RANDOM_NUMBERS;
      // eslint-disable-next-line eqeqeq
      else if (selected && selected.text() == 'Even' && !oddNumber) reward += 1 / RANDOM_NUMBERS;
      else if (selected) reward -= 1 / RANDOM_NUMBERS;
      else reward -= 0.25 / RANDOM_NUMBERS;
    }
    return solved(reward);
  },
});
