import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReferenceRun } from '../../src/registry/index.ts';
import { Sandbox } from '../../src/sandbox/index.ts';

/**
 * `lint --confirm` asks the sandbox for a module's reference run as its own code computes it. The
 * module's code runs in the worker that answers: the worker copies a definition once, when it loads,
 * and the host checks the answer's shape itself before it makes a plan of it.
 */
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const sandbox = new Sandbox();
afterAll(() => sandbox.close());

const AGENDA = { tool: 'send_email', args: { to: 'ana@acme.test', subject: 'Agenda', body: 'Friday 10:00' } };

describe("a module's reference run, read in the sandbox", () => {
  it('is the calls and answer the module defines', async () => {
    expect(await sandbox.reference(fixture('plain-reference.ts'))).toEqual({ calls: [AGENDA], answer: 'Sent.' });
  });

  it('is what the module gave when it loaded, never what a getter answers later', async () => {
    const reply = await sandbox.reference(fixture('shifting-reference.ts'));
    expect('calls' in reply ? reply.calls : reply.error).not.toContainEqual(expect.objectContaining({ tool: 42 }));
  });
});

describe("the host's check of a reference run", () => {
  it('takes calls to the environment or external tools and an answer', () => {
    const run = { calls: [AGENDA, { tool: 'book_flight', args: { to: 'LIS' }, external: true }], answer: '' };
    expect(checkReferenceRun(run)).toEqual({ ok: true, value: run });
  });

  it('names each field that is not a reference run', () => {
    const checked = checkReferenceRun({ calls: [{ tool: 42, args: 'send everything' }] });
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? [] : checked.issues.map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['calls[0]', 'answer']));
  });
});
