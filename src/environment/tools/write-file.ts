import { failure, success, type EnvironmentTool } from './types.ts';

export const writeFile: EnvironmentTool<'write_file'> = {
  name: 'write_file',
  run({ path, content }, { files }) {
    const written = files.write(path, content);
    if (!written.ok) return failure(written.error);
    return success(`${written.created ? 'Created' : 'Overwrote'} ${written.path} (${content.length} character${content.length === 1 ? '' : 's'}).`);
  },
};
