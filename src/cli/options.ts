import { Option } from 'commander';
import { OUTPUT_FORMATS } from '../rendering/table.ts';

/** `--format <format>` restricted to `formats` (a verb may add its own, e.g. `sarif`, `html`). */
export function formatOption(formats: readonly string[] = OUTPUT_FORMATS, fallback: string = formats[0]): Option {
  return new Option('--format <format>', 'output format').choices(formats).default(fallback);
}
