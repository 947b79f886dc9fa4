import { argsOf, show, textArgument, type MutationOperator } from './operator.ts';
import { otherPath as siblingPath } from './values.ts';

/** Writes the file next to where the task asked for it. */
export const otherPath: MutationOperator = {
  id: 'other-path',
  description: 'write_file to another file in the same folder',
  equivalent: false,
  mutate(site) {
    const path = site.call.tool === 'write_file' ? textArgument(site.call, 'path') : undefined;
    if (path === undefined) return [];
    const other = siblingPath(path);
    return [
      { operator: 'other-path', argument: 'path', change: `path ${show(path)} -> ${show(other)}`, original: path, args: { ...argsOf(site.call), path: other } },
    ];
  },
};
