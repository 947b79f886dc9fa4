import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, html, join, markupOf, trusted } from '../../src/viewer/html.ts';
import { intervalChart } from '../../src/viewer/charts.ts';
import { tableHtml } from '../../src/viewer/layout.ts';
import { styled } from '../../src/rendering/table.ts';
import { traceFileName, runSlug } from '../../src/viewer/model.ts';

describe('the escaping template', () => {
  const hostile = `</pre><script>alert(1)</script><img src=x onerror="alert('x')">&`;

  it('escapes every interpolated value, in text and in quoted attributes', () => {
    expect(markupOf(html`<td title="${hostile}">${hostile}</td>`)).toBe(
      '<td title="&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</td>',
    );
  });

  it('keeps markup built with the template, joins arrays, drops null, undefined and false', () => {
    const cells = ['a<', 'b>'].map((c) => html`<td>${c}</td>`);
    expect(markupOf(html`<tr>${cells}${null}${undefined}${false}${0}</tr>`)).toBe('<tr><td>a&lt;</td><td>b&gt;</td>0</tr>');
    expect(markupOf(join(['x&', trusted('<br>')], html`<hr>`))).toBe('x&amp;<hr><br>');
  });

  it('highlights every occurrence of the payload, escaped, and leaves text without it alone', () => {
    expect(markupOf(highlight('read <b> then <b>!', '<b>'))).toBe(
      'read <mark class="payload" title="injected payload">&lt;b&gt;</mark> then <mark class="payload" title="injected payload">&lt;b&gt;</mark>!',
    );
    expect(markupOf(highlight('<i>', null))).toBe('&lt;i&gt;');
    expect(markupOf(highlight('<i>', ''))).toBe('&lt;i&gt;');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});

describe('chart and file names', () => {
  it('draws an interval for each item with an estimate and says n/a for the others', () => {
    const value = { estimate: 0.5, lower: 0.25, upper: 0.75 };
    const svg = markupOf(
      intervalChart(
        [
          {
            title: 'ASR',
            items: [
              { label: 'a<b', colour: 0, value, text: '50%', data: { run: 'a<b', metric: 'ASR' } },
              { label: 'c', colour: 1, value: { estimate: null, lower: null, upper: null }, text: 'no trials', data: { run: 'c', metric: 'ASR' } },
            ],
          },
        ],
        { bars: false, label: 'test' },
      ),
    );
    expect(svg.match(/<g class="interval"/g)).toHaveLength(1);
    expect(svg).toContain('data-run="a&lt;b"');
    expect(svg).toContain('n/a (no trials)');
    // presentation attributes only: the pages' CSP refuses style attributes
    expect(svg).not.toContain('style=');
  });

  it('names trace files and run folders with safe characters only, distinct for distinct ids', () => {
    const ids = ['user_task_1+injection_task_2@file:/a/b.txt', 'user_task_1+injection_task_2@file:/a_b.txt', 'u@sql:t.c#12', '../../etc'];
    const names = ids.map(traceFileName);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._+~-]+\.html$/);
    expect(new Set(names).size).toBe(ids.length);
    expect(traceFileName('../../etc')).not.toContain('/');
    expect(runSlug('my run/2', 0)).toBe('1-my_run_2');
  });
});

describe('tables', () => {
  it('shows the text of a styled cell (terminal colour has no place in a page)', () => {
    const markup = markupOf(tableHtml({ columns: ['check', 'status'], rows: [['locator-resolves', styled('fail <now>', 'red')]] }));
    expect(markup).toContain('<td>fail &lt;now&gt;</td>');
    expect(markup).not.toContain('[object Object]');
  });
});
