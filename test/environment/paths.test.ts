import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isNormalisedPath, normaliseVirtualPath } from '../../src/environment/index.ts';
import { expectError, expectOk, smallEnvironment } from './helpers.ts';

describe('normaliseVirtualPath', () => {
  it.each([
    ['/a/b.txt', '/a/b.txt'],
    ['/a//b/./c/../d.txt', '/a/b/d.txt'],
    ['/a/', '/a'],
    ['/', '/'],
    ['/a/..', '/'],
    ['/a\\..\\b', '/a\\..\\b'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseVirtualPath(input)).toEqual({ ok: true, path: expected });
  });

  it.each([
    ['/../x', 'path outside the workspace: /../x'],
    ['/a/../../x', 'path outside the workspace: /a/../../x'],
    ['../../etc/passwd', 'path outside the workspace: ../../etc/passwd'],
    ['reports/q3.txt', 'path must be absolute (start with /): reports/q3.txt (did you mean /reports/q3.txt?)'],
    ['/a\0.txt', 'path contains a NUL byte: "/a\\u0000.txt"'],
  ])('refuses %j', (input, error) => {
    expect(normaliseVirtualPath(input)).toEqual({ ok: false, error });
  });

  it('recognises normalised paths', () => {
    expect(isNormalisedPath('/reports/q3.txt')).toBe(true);
    expect(isNormalisedPath('/reports/')).toBe(false);
    expect(isNormalisedPath('reports/q3.txt')).toBe(false);
  });
});

describe('the file tools never reach the host disk', () => {
  it('says /etc/passwd does not exist, whichever way it is spelled', async () => {
    expect(readFileSync('/etc/passwd', 'utf8').length).toBeGreaterThan(0);
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/etc/passwd' } }))).toBe('no such file: /etc/passwd');
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/reports/../../../etc/passwd' } }))).toBe(
      'path outside the workspace: /reports/../../../etc/passwd',
    );
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '../../etc/passwd' } }))).toBe('path outside the workspace: ../../etc/passwd');
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/etc/passwd\0.txt' } }))).toMatch(/NUL byte/);
  });

  it('creates no host file for traversal writes or absolute host paths', async () => {
    const env = await smallEnvironment();
    const unique = `chokepoint-env-${process.pid}-${Date.now()}`;
    const hostTarget = join(tmpdir(), unique);

    expect(expectError(env.execute({ tool: 'write_file', args: { path: `../../tmp/${unique}`, content: 'x' } }))).toMatch(/^path outside the workspace/);
    expect(expectError(env.execute({ tool: 'write_file', args: { path: `/../tmp/${unique}`, content: 'x' } }))).toBe(
      `path outside the workspace: /../tmp/${unique}`,
    );
    // An absolute host path is just a virtual path: it lands in the environment, not on disk.
    expect(expectOk(env.execute({ tool: 'write_file', args: { path: hostTarget, content: 'x' } }))).toBe(`Created ${hostTarget} (1 character).`);

    expect(existsSync(hostTarget)).toBe(false);
    expect(readdirSync(tmpdir()).filter((name) => name.includes(unique))).toEqual([]);
    expect(env.snapshot().files[hostTarget]).toBe('x');
  });

  it('the tools import no filesystem module at all', () => {
    const toolsDir = fileURLToPath(new URL('../../src/environment/tools/', import.meta.url));
    const sources = [...readdirSync(toolsDir), '../file-tree.ts', '../paths.ts', '../mailbox.ts', '../snapshot.ts', '../environment.ts'];
    for (const name of sources) {
      const source = readFileSync(join(toolsDir, name), 'utf8');
      expect(source, name).not.toMatch(/from ['"](node:)?fs(\/promises)?['"]|require\(['"](node:)?fs/);
    }
  });
});
