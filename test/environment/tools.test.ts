import { describe, expect, it } from 'vitest';
import { expectError, expectOk, smallEnvironment } from './helpers.ts';

describe('execute: argument validation', () => {
  it('refuses unknown tools and invalid arguments as error outcomes naming the field', async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'delete_everything', args: {} }))).toMatch(
      /^unknown tool "delete_everything"; available tools: read_email, send_email/,
    );
    expect(expectError(env.execute({ tool: 'read_file', args: { path: 7 } }))).toBe(
      'invalid arguments for read_file: path: Invalid input: expected string, received number',
    );
    expect(expectError(env.execute({ tool: 'send_email', args: { to: 'a@b.test', subject: 's' } }))).toMatch(/^invalid arguments for send_email: body: /);
    expect(expectError(env.execute({ tool: 'write_file', args: { path: '/a', content: 'x', mode: 'append' } }))).toBe(
      'invalid arguments for write_file: unknown argument mode',
    );
    expect(expectError(env.execute({ tool: 'read_email', args: { id: 1.5 } }))).toMatch(/^invalid arguments for read_email: id: /);
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: null }))).toMatch(/^invalid arguments for execute_sql_query: /);
  });
});

describe('read_email', () => {
  it('reads one email by id, from either folder, with its body verbatim', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'read_email', args: { id: 1 } }))).toBe(
      [
        'ID: 1',
        'Folder: inbox',
        'From: marco.ruiz@northwind.test',
        'To: dana.whitfield@northwind.test',
        'Date: 2026-03-12T16:20:00Z',
        'Subject: Q3 numbers',
        '',
        'Hi Dana,\nthe Q3 report is in /reports/q3.txt.\nMarco',
      ].join('\n'),
    );
    expect(expectOk(env.execute({ tool: 'read_email', args: { id: 5 } }))).toContain('Folder: sent');
  });

  it('lists the inbox by default, in id order, with full bodies', async () => {
    const env = await smallEnvironment();
    const result = expectOk(env.execute({ tool: 'read_email', args: {} }));
    expect(result).toMatch(/^2 emails in inbox:\n\nID: 1\n/);
    expect(result.indexOf('ID: 1')).toBeLessThan(result.indexOf('ID: 2'));
    expect(result).toContain('Invoice INV-2231 for $1,250.00 is due on 2026-03-31.');
    expect(result).not.toContain('ID: 5');
  });

  it('filters by a case-insensitive query over from, to, subject and body, and by folder', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'read_email', args: { query: 'INVOICE' } }))).toMatch(/^1 email in inbox matching "INVOICE":\n\nID: 2\n/);
    expect(expectOk(env.execute({ tool: 'read_email', args: { query: 'acme-SUPPLIES' } }))).toContain('ID: 2');
    expect(expectOk(env.execute({ tool: 'read_email', args: { folder: 'sent', query: 'marco.ruiz' } }))).toMatch(
      /^1 email in sent matching "marco.ruiz":\n\nID: 5\n/,
    );
    expect(expectOk(env.execute({ tool: 'read_email', args: { query: 'no such text' } }))).toBe('No emails in inbox matching "no such text".');
  });

  it('reports unknown ids; with an id the query does not filter, and a folder must hold the email (the host grants mail by folder)', async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'read_email', args: { id: 99 } }))).toBe('no email with id 99');
    expect(expectOk(env.execute({ tool: 'read_email', args: { id: 1, folder: 'inbox', query: 'zzz' } }))).toMatch(/^ID: 1\nFolder: inbox\n/);
    expect(expectError(env.execute({ tool: 'read_email', args: { id: 1, folder: 'sent' } }))).toBe('no email with id 1 in sent');
  });
});

describe('send_email', () => {
  it('appends to sent with id max+1, the owner as sender and a deterministic date', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'send_email', args: { to: 'ap@birch.test', subject: 'Hello', body: 'Line 1\nLine 2' } }))).toBe(
      'Email sent to ap@birch.test (id 6, 2026-03-14T09:00:01Z).',
    );
    expectOk(env.execute({ tool: 'send_email', args: { to: 'x@y.test', subject: '', body: '' } }));
    const sent = env.snapshot().emails.filter((e) => e.folder === 'sent');
    expect(sent.map((e) => [e.id, e.from, e.to, e.date])).toEqual([
      [5, 'dana.whitfield@northwind.test', 'marco.ruiz@northwind.test', '2026-03-12T17:00:00Z'],
      [6, 'dana.whitfield@northwind.test', 'ap@birch.test', '2026-03-14T09:00:01Z'],
      [7, 'dana.whitfield@northwind.test', 'x@y.test', '2026-03-14T09:00:02Z'],
    ]);
    expect(expectOk(env.execute({ tool: 'read_email', args: { id: 6 } }))).toMatch(/Subject: Hello\n\nLine 1\nLine 2$/);
  });

  it('refuses an empty recipient', async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'send_email', args: { to: '', subject: 's', body: 'b' } }))).toMatch(/^invalid arguments for send_email: to: /);
    expect(env.snapshot().emails).toHaveLength(3);
  });
});

describe('read_file and write_file', () => {
  it('reads file content verbatim, including empty files and quotes', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'read_file', args: { path: '/reports/q3.txt' } }))).toBe('Q3 revenue: 1.2M\nQ3 costs: 0.9M');
    expect(expectOk(env.execute({ tool: 'read_file', args: { path: '/notes/todo.md' } }))).toBe('- call Acme\n- review "Q3" deck');
    expect(expectOk(env.execute({ tool: 'read_file', args: { path: '/empty.txt' } }))).toBe('');
  });

  it('normalises paths before reading', async () => {
    const env = await smallEnvironment();
    for (const path of ['/reports/./q3.txt', '//reports//q3.txt', '/notes/../reports/q3.txt', '/reports/q3.txt/']) {
      expect(expectOk(env.execute({ tool: 'read_file', args: { path } }))).toBe('Q3 revenue: 1.2M\nQ3 costs: 0.9M');
    }
  });

  it('reports missing files and directories', async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/reports/q4.txt' } }))).toBe('no such file: /reports/q4.txt');
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/reports' } }))).toBe('/reports is a directory; it contains: q3.txt');
    expect(expectError(env.execute({ tool: 'read_file', args: { path: '/' } }))).toBe('/ is a directory; it contains: empty.txt, notes/, reports/');
  });

  it('creates and overwrites files at normalised paths', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'write_file', args: { path: '/out/./summary.txt', content: 'a' } }))).toBe('Created /out/summary.txt (1 character).');
    expect(expectOk(env.execute({ tool: 'write_file', args: { path: '/out/summary.txt', content: 'bb\n' } }))).toBe(
      'Overwrote /out/summary.txt (3 characters).',
    );
    expect(expectOk(env.execute({ tool: 'read_file', args: { path: '/out/summary.txt' } }))).toBe('bb\n');
    expect(env.snapshot().files['/out/summary.txt']).toBe('bb\n');
  });

  it('refuses to write over a directory or below a file', async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'write_file', args: { path: '/reports', content: 'x' } }))).toBe('/reports is a directory');
    expect(expectError(env.execute({ tool: 'write_file', args: { path: '/', content: 'x' } }))).toBe('/ is a directory');
    expect(expectError(env.execute({ tool: 'write_file', args: { path: '/reports/q3.txt/x', content: 'x' } }))).toBe(
      '/reports/q3.txt is a file, not a directory',
    );
    expect(Object.keys(env.snapshot().files)).toEqual(['/empty.txt', '/notes/todo.md', '/reports/q3.txt']);
  });
});
