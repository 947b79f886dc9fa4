import type { Command } from 'commander';
import { registerList } from './list.ts';
import { registerStart } from './start.ts';

/** Each verb lives in its own file under this folder and registers itself on the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [registerList, registerStart];
