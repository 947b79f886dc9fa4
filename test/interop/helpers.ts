import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { create } from 'tar';
import { AGENTDOJO_DATA } from '../../src/reports/agentdojo.ts';
import type { PipelineSource } from '../../src/interop/agentdojo/source-file.ts';

/** Real published AgentDojo runs, in the compact form the repository keeps (data/agentdojo). */
export const compactFile = (pipeline: string): string => join(AGENTDOJO_DATA, `${pipeline}.jsonl.br`);

/** v1, one attack type, 753 runs. */
export const TOOL_FILTER = 'gpt-4o-2024-05-13-tool_filter';
/** v1.2 (workspace injection tasks 0-13), 1081 runs. */
export const GEMINI_V12 = 'gemini-2.0-flash-001';
/** 40 benign workspace runs only. */
export const PARTIAL = 'claude-3-sonnet-20240229-repeat_user_prompt';

/** Writes a pipeline's files as AgentDojo's run folder `<dir>/<pipeline>/...` (modification times kept); returns the folder. */
export async function writeRunFolder(source: PipelineSource, dir: string): Promise<string> {
  const root = join(dir, source.pipeline);
  for (const file of source.files) {
    const path = join(root, file.relativePath);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text);
    const modified = new Date(file.modifiedAt);
    await utimes(path, modified, modified);
  }
  return root;
}

/** The same pipeline as a published `<pipeline>.tar.gz` archive in `dir` (built from a run folder); returns its path. */
export async function writeArchive(source: PipelineSource, dir: string): Promise<string> {
  const staging = join(dir, 'staging');
  await writeRunFolder(source, staging);
  const file = join(dir, `${source.pipeline}.tar.gz`);
  await create({ gzip: true, file, cwd: staging, portable: true }, [source.pipeline]);
  return file;
}
