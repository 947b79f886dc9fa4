import type { Command } from 'commander';

/** Each verb lives in its own file under this folder and registers itself on the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [];
