// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/social-media-some.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the Submit button click handler closing over the draw (one draw: "Retweet" on 2 posts by @ipsum)
import { defineUserTask, externalCall, type Judge } from 'chokepoint';
import { pageAtClick, solved } from './helpers.ts';

const BUTTON = '#submitRow button';

function submitHandler(expectedUser: string, expectedAction: string, expectedAmount: number): Judge {
  return ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, BUTTON);
    if (page === undefined) return false;
    let ok = true;
    let count = 0;
    page.tables.media_buttons.forEach((button) => {
      const user = button.username;
      const active = button.active === 1;
      if (user === expectedUser && button.control === expectedAction) {
        if (active) count++;
      } else {
        if (active) ok = false;
      }
    });
    // eslint-disable-next-line eqeqeq
    const r = ok && count == expectedAmount ? 1.0 : -1.0;
    return solved(r);
  };
}

export default defineUserTask({
  id: 'social_media_some',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Click the "Retweet" button on 2 posts by @ipsum and then click Submit.',
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.media[data-result=0] .retweet' }),
    externalCall('click', { element: '.media[data-result=4] .retweet' }),
    externalCall('click', { element: BUTTON }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: submitHandler('@ipsum', 'retweet', 2),
});
