import { endsWhenDone, main } from './main.ts';
import { EXIT } from './exit.ts';

// A reader that stops early (`chokepoint report --format json | head`) closes the pipe: the rest of
// the output has nowhere to go, which is the reader's choice, not an error to print a stack trace for.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') process.stderr.write(`chokepoint: error: standard output: ${error.message}\n`);
  process.exit(error.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok) : EXIT.usage);
});

/** The program's entry: `bin/chokepoint.js` runs its compiled form, `bin/dev.js` (a checkout) its source. */
process.exitCode = await main(process.argv);
if (endsWhenDone(process.argv)) {
  // Everything written first (a pipe on some systems is written asynchronously).
  for (const stream of [process.stdout, process.stderr]) await new Promise<void>((written) => stream.write('', () => written()));
  process.exit();
}
