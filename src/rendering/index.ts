/** Rendering: plain data to text (tables as aligned text or markdown, JSON) and the reporter shape. */
export { heading, textReporters, type Reporters, type TextFormat } from './reporters.ts';
export { OUTPUT_FORMATS, renderJson, renderMarkdownTable, renderTable, renderTextTable, untrusted, type OutputFormat, type Table } from './table.ts';
