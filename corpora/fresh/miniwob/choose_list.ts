// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/choose-list.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the Submit button click handler (one draw: "Madagascar")
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved } from './helpers.ts';

const gtTxt = 'Madagascar';
const BUTTON = '#area button.secondary-action';

export default defineUserTask({
  id: 'choose_list',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Select ${gtTxt} from the list and click Submit.`,
  requiredTools: [],
  reference: [externalCall('select_option', { element: '#options', option: gtTxt }), externalCall('click', { element: BUTTON })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, BUTTON);
    if (page === undefined) return false;
    // the text of the selected option (sel.options[sel.selectedIndex].innerHTML)
    const selTxt = page.files['#options'];
    const r = gtTxt === selTxt ? 1.0 : -1.0;
    return solved(r);
  },
});
