/** Rendering: plain data to text (tables as aligned or fitted text, markdown, JSON), layout for a terminal, and the reporter shape. */
export { displayWidth, paragraph, wrapText, type RenderOptions } from './layout.ts';
export { heading, textReporters, type Reporters, type TextFormat } from './reporters.ts';
export { paint, type Style } from './style.ts';
export {
  OUTPUT_FORMATS,
  renderJson,
  renderMarkdownTable,
  renderTable,
  renderTextTable,
  styled,
  untrusted,
  type Cell,
  type OutputFormat,
  type Table,
} from './table.ts';
export { cellText } from './table.ts';
