import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/registry/source-fingerprint.ts';

const module = (version: string, body: string) => `export default defineUserTask({ id: 'user_task_1', version: '${version}', utility: ${body} });`;

describe('fingerprint (no-op change detection)', () => {
  it('ignores whitespace, comments, quote style and the module own version string', async () => {
    const before = await fingerprint(module('1.0.0', "({ output }) => output.includes('1.2M')"), '1.0.0');
    const after = await fingerprint(`// reformatted\n${module('1.1.0', '({ output })   =>\n  /* same */ output.includes("1.2M")')}`, '1.1.0');
    expect(after).toBe(before);
  });

  it('sees a changed literal, even one inside a template, and a changed operator', async () => {
    const base = await fingerprint(module('1.0.0', "({ output }) => output.includes('1.2M')"), '1.0.0');
    expect(await fingerprint(module('1.1.0', "({ output }) => output.includes('1.2 M')"), '1.1.0')).not.toBe(base);
    expect(await fingerprint(module('1.1.0', "({ output }) => !output.includes('1.2M')"), '1.1.0')).not.toBe(base);
    const template = (text: string) => fingerprint(module('1.0.0', `({ output }) => output === \`\${output} ${text}\``), '1.0.0');
    expect(await template('// a')).not.toBe(await template('// b'));
  });
});
