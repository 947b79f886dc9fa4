import { main } from './main.ts';

/** The program's entry: `bin/chokepoint.js` runs its compiled form, `bin/dev.js` (a checkout) its source. */
process.exitCode = await main(process.argv);
