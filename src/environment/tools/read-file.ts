import { failure, success, type EnvironmentTool } from './types.ts';

export const readFile: EnvironmentTool<'read_file'> = {
  name: 'read_file',
  run({ path }, { files }) {
    const read = files.read(path);
    return read.ok ? success(read.content) : failure(read.error);
  },
};
