/**
 * The site's two assets, kept as strings in code so they travel with the module wherever it runs
 * (sources through tsx, or the built package) without a copy step. The script is the only one the
 * pages load: it sorts and filters tables marked `data-sortable` / `data-filterable` and reads
 * nothing but the DOM (no data is ever evaluated).
 */

export const STYLESHEET = `:root {
  --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --bg-alt: #f6f8fa; --accent: #0969da;
  --pass: #1a7f37; --fail: #cf222e; --warn: #9a6700; --mark: #fff1a8;
}
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--fg); }
header.site { display: flex; gap: 1.5rem; align-items: baseline; padding: 0.6rem 1.5rem; border-bottom: 1px solid var(--line); background: var(--bg-alt); flex-wrap: wrap; }
header.site .brand { font-weight: 700; }
header.site nav a { margin-right: 1rem; color: var(--accent); text-decoration: none; }
header.site nav a[aria-current="page"] { font-weight: 700; text-decoration: underline; }
main { padding: 1rem 1.5rem 3rem; max-width: 1500px; }
h1 { font-size: 1.5rem; margin: 0.4rem 0 0.6rem; }
h2 { font-size: 1.2rem; margin: 1.8rem 0 0.5rem; border-bottom: 1px solid var(--line); padding-bottom: 0.2rem; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 0.4rem; }
p.lead, p.note, .muted { color: var(--muted); }
a { color: var(--accent); }
table { border-collapse: collapse; margin: 0.4rem 0 1rem; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: var(--bg-alt); }
tbody tr:nth-child(even) { background: #fbfcfd; }
table#scenarios td.mono { max-width: 18rem; overflow-wrap: anywhere; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.long, th.long { overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
pre { background: var(--bg-alt); border: 1px solid var(--line); padding: 0.5rem 0.7rem; white-space: pre-wrap; word-break: break-word; margin: 0.3rem 0; }
mark.payload { background: var(--mark); outline: 2px solid #e3b341; }
.badge { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.pass { color: var(--pass); } .fail { color: var(--fail); } .warn { color: var(--warn); } .neutral { color: var(--muted); }
svg.chart { display: block; margin: 0.4rem 0 1rem; max-width: 100%; height: auto; font-size: 12px; }
svg.chart text { fill: var(--fg); }
svg.chart text.group { font-weight: 700; }
svg.chart text.tick, svg.chart text.na { fill: var(--muted); }
.charts { display: flex; gap: 2rem; flex-wrap: wrap; align-items: flex-start; }
.filters { display: flex; gap: 0.8rem; flex-wrap: wrap; align-items: end; margin: 0.5rem 0; }
.filters label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); }
.filters select, .filters input { font: inherit; padding: 2px 4px; }
th button.sort { all: unset; cursor: pointer; }
th button.sort::after { content: " \\2195"; color: var(--muted); }
th[aria-sort="ascending"] button.sort::after { content: " \\2191"; }
th[aria-sort="descending"] button.sort::after { content: " \\2193"; }
ol.calls { list-style: none; padding: 0; }
ol.calls > li { border: 1px solid var(--line); border-left: 4px solid var(--line); margin: 0.6rem 0; padding: 0.4rem 0.8rem; }
ol.calls > li.status-ok { border-left-color: var(--pass); }
ol.calls > li.status-blocked { border-left-color: var(--fail); }
ol.calls > li.status-error { border-left-color: var(--warn); }
.call-head { font-weight: 600; }
ul.eval { list-style: none; padding-left: 1.1rem; margin: 0.2rem 0; }
ul.eval > li { margin: 0.2rem 0; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 1rem; margin: 0.4rem 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
details > summary { cursor: pointer; }
.diff-added { color: var(--pass); } .diff-removed { color: var(--fail); } .diff-changed { color: var(--warn); }
`;

export const SCRIPT = `'use strict';
(function () {
  function cellKey(row, column) {
    var cell = row.cells[column];
    if (!cell) return '';
    return cell.hasAttribute('data-sort') ? cell.getAttribute('data-sort') : cell.textContent.trim();
  }
  function compare(a, b) {
    var x = Number(a), y = Number(b);
    if (a !== '' && b !== '' && !isNaN(x) && !isNaN(y)) return x - y;
    return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  }
  function makeSortable(table) {
    var headers = table.tHead ? Array.prototype.slice.call(table.tHead.rows[0].cells) : [];
    headers.forEach(function (th, column) {
      var button = th.querySelector('button.sort');
      if (!button) return;
      button.addEventListener('click', function () {
        var ascending = th.getAttribute('aria-sort') !== 'ascending';
        headers.forEach(function (other) { other.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (r1, r2) {
          var order = compare(cellKey(r1, column), cellKey(r2, column));
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  }
  function makeFilterable(table) {
    var scope = document.getElementById(table.getAttribute('data-filterable'));
    if (!scope) return;
    var selects = Array.prototype.slice.call(scope.querySelectorAll('select[data-filter]'));
    var search = scope.querySelector('input[data-search]');
    var count = scope.querySelector('[data-count]');
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    function apply() {
      var text = search ? search.value.trim().toLowerCase() : '';
      var shown = 0;
      rows.forEach(function (row) {
        var visible = selects.every(function (select) {
          return select.value === '' || row.getAttribute('data-' + select.getAttribute('data-filter')) === select.value;
        }) && (text === '' || row.textContent.toLowerCase().indexOf(text) !== -1);
        row.hidden = !visible;
        if (visible) shown++;
      });
      if (count) count.textContent = shown + ' of ' + rows.length + ' shown';
    }
    selects.forEach(function (select) { select.addEventListener('change', apply); });
    if (search) search.addEventListener('input', apply);
    apply();
  }
  Array.prototype.forEach.call(document.querySelectorAll('table[data-sortable]'), makeSortable);
  Array.prototype.forEach.call(document.querySelectorAll('table[data-filterable]'), makeFilterable);
})();
`;
