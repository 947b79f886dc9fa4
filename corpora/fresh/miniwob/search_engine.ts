// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/search-engine.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the result-link click handler bound by onPageClick (one draw: search "Jerald", the 5th result)
import { defineUserTask, externalCall } from 'chokepoint';
import { clicked, solved } from './helpers.ts';

const problemSet = { expectedSearch: 'Jerald', expectedIndex: 4 };
const LINK = '#page-content a';

export default defineUserTask({
  id: 'search_engine',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Use the textbox to enter "${problemSet.expectedSearch}" and press "Search", then find and click the 5th search result.`,
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#search-text', text: problemSet.expectedSearch }),
    externalCall('click', { element: '#search' }),
    externalCall('click', { element: '#pagination .page-item:nth-child(3)' }),
    externalCall('click', { element: LINK, result: '4' }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    for (let i = 0; i < trace.length; i++) {
      const call = trace[i];
      if (!clicked(call, LINK)) continue;
      // the search text the results page was built for
      const userSearch = steps[i].state.files['#search-text'] ?? '';
      if (userSearch.toLowerCase() !== problemSet.expectedSearch.toLowerCase()) return solved(-1.0);
      const linkIndex = String(call.args.result);
      const r = linkIndex === problemSet.expectedIndex.toString() ? 1.0 : -1.0;
      return solved(r);
    }
    return false;
  },
});
