import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPipelines } from '../../src/interop/agentdojo/archive.ts';
import { compactPipeline, readCompactHeader, COMPACT_SUFFIX } from '../../src/interop/agentdojo/compact.ts';
import { importSource } from '../../src/interop/agentdojo/import.ts';
import { ChokepointError } from '../../src/errors.ts';
import { AGENTDOJO_DATA } from '../../src/reports/agentdojo.ts';
import { runInProcess as runCli } from '../cli/run-cli.ts';
import { compactFile, PARTIAL, writeArchive } from './helpers.ts';

const decompressed = async (file: string) => brotliDecompressSync(await readFile(file)).toString('utf8');

describe('the compact AgentDojo data', () => {
  it('derives from a .tar.gz archive and back without loss: compacting the archive gives the committed lines', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chokepoint-compact-'));
    try {
      const committed = compactFile(PARTIAL);
      const header = await readCompactHeader(committed);
      const [source] = await readPipelines(committed);
      const [fromArchive] = await readPipelines(await writeArchive(source, dir));
      const again = compactPipeline(fromArchive, { derivedFrom: header.derivedFrom, sha256: header.derivedFromSha256 });
      // Lines in the new archive's order; the same lines, header first.
      const lines = (text: string) => {
        const [first, ...rest] = text.trimEnd().split('\n');
        return [first, ...rest.sort()];
      };
      const same = JSON.stringify(lines(brotliDecompressSync(again).toString('utf8'))) === JSON.stringify(lines(await decompressed(committed)));
      expect(same, 'compacting the rebuilt archive gives the committed lines').toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('data/agentdojo/README.md lists every compact file with its archive, run files and SHA-256', async () => {
    const readme = await readFile(join(AGENTDOJO_DATA, 'README.md'), 'utf8');
    const files = (await readdir(AGENTDOJO_DATA)).filter((f) => f.endsWith(COMPACT_SUFFIX)).sort();
    expect(files).toHaveLength(29);
    for (const file of files) {
      const h = await readCompactHeader(join(AGENTDOJO_DATA, file));
      expect(file).toBe(`${h.pipeline}${COMPACT_SUFFIX}`);
      expect(readme).toContain(`| ${h.pipeline} | ${h.files} | ${h.derivedFrom} | \`${h.derivedFromSha256}\` |`);
    }
  });
});

describe('a broken compact file is one input error naming the file and line, exit 2', () => {
  let dir: string;
  let lines: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chokepoint-compact-broken-'));
    lines = (await decompressed(compactFile(PARTIAL))).trimEnd().split('\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (name: string, content: Buffer | string[]) => {
    const file = join(dir, name);
    await writeFile(
      file,
      Array.isArray(content) ? brotliCompressSync(`${content.join('\n')}\n`, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : content,
    );
    return file;
  };

  const cases: [string, () => Promise<string>, RegExp][] = [
    ['not brotli', () => write('plain.jsonl.br', Buffer.from('{"format": "x"}\n')), /plain\.jsonl\.br: unreadable compact file: /],
    [
      'another format',
      () => write('format.jsonl.br', [JSON.stringify({ ...JSON.parse(lines[0]), format: 'other@1' }), ...lines.slice(1)]),
      /format\.jsonl\.br:1: format: not a compact AgentDojo file/,
    ],
    [
      'a line without its text',
      () => write('text.jsonl.br', [lines[0], lines[1], JSON.stringify({ path: 'x.json', modified: '2024-01-01T00:00:00.000Z' })]),
      /text\.jsonl\.br:3: text: expected the run file text/,
    ],
    [
      'a truncated file',
      () => write('cut.jsonl.br', lines.slice(0, -1)),
      /cut\.jsonl\.br:40: files: holds 39 run files but its header says 40 \(truncated\?\)/,
    ],
  ];

  it.each(cases)('%s', async (_name, make, message) => {
    const error = await importSource(await make()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).format()).toMatch(message);
  });

  it('the CLI prints it as one line and exits 2', async () => {
    const result = await runCli(['import', 'agentdojo', await cases[3][1](), '--out', join(dir, 'out')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^chokepoint: error: .*cut\.jsonl\.br:40: files: holds 39 run files/);
  });
});
