import { otherPath as siblingPath } from '../../contract/index.ts';
import { setArgument, show, textArgument, type MutationOperator } from './operator.ts';

/** Writes the file next to where the task asked for it. */
export const otherPath: MutationOperator = {
  id: 'other-path',
  description: 'write_file to another file in the same folder',
  equivalent: false,
  mutate(site) {
    const path = site.call.tool === 'write_file' ? textArgument(site.call, 'path') : undefined;
    if (path === undefined) return [];
    const other = siblingPath(path);
    return [{ operator: 'other-path', change: setArgument(site, 'path', other, 'other-path'), text: `path ${show(path)} -> ${show(other)}`, original: path }];
  },
};
