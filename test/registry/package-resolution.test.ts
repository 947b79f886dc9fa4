import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash, isCurrentBundle } from '../../src/registry/package-resolution.ts';

describe('isCurrentBundle (which worker bundle a checkout may start)', () => {
  const checkout = () => {
    const root = mkdtempSync(join(tmpdir(), 'chokepoint-bundle-'));
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    return root;
  };
  const manifest = (root: string | undefined, text = 'export const a = 1;\n') => ({ bundle: 'a.0.js', root, inputs: { 'a.ts': contentHash(text) } });

  it('takes a bundle built in this checkout from the files it holds now', () => {
    const root = checkout();
    expect(isCurrentBundle(manifest(root), root)).toBe(true);
    expect(isCurrentBundle(manifest(root, 'export const a = 2;\n'), root)).toBe(false);
  });

  it('never takes one built in another checkout (node_modules copied into a worktree), however equal its sources', () => {
    const root = checkout();
    expect(isCurrentBundle(manifest(checkout()), root)).toBe(false);
    expect(isCurrentBundle(manifest(undefined), root)).toBe(false);
  });
});
