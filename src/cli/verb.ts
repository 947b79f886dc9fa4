import type { Command } from 'commander';

/** Each verb lives in its own file under `commands/` and registers itself on the program. */
export type RegisterCommand = (program: Command) => void;
