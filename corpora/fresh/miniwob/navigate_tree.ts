// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/navigate-tree.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: bindClickEvents, the #tree li click handler (one draw: the file "Kasey")
import { defineUserTask, externalCall } from 'chokepoint';
import { clicked } from './helpers.ts';

const expectedName = 'Kasey';

export default defineUserTask({
  id: 'navigate_tree',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Navigate through the file tree. Find and click on the folder or file named "${expectedName}".`,
  requiredTools: [],
  reference: [externalCall('click', { element: '#tree li', item: 2 }), externalCall('click', { element: '#tree li', item: 5 })],
  referenceAnswer: '',
  tags: ['miniwob'],
  // the tree: one row per item with its label and whether it is a folder (1) or a file (0)
  utility: ({ trace, steps }) => {
    for (let i = 0; i < trace.length; i++) {
      const call = trace[i];
      if (!clicked(call, '#tree li')) continue;
      const item = steps[i].state.tables.tree.find((row) => row.id === call.args.item);
      const fileText = item === undefined ? '' : String(item.name);
      const isFolder = item !== undefined && item.folder === 1;
      // a folder that is not the one asked for only opens: the episode goes on
      if (fileText === expectedName) return true;
      else if (!isFolder) return false;
    }
    return false;
  },
});
