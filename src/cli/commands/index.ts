import type { Command } from 'commander';
import { registerAblation } from './ablation.ts';
import { registerCheck } from './check.ts';
import { registerDiff } from './diff.ts';
import { registerImport } from './import.ts';
import { registerLint } from './lint.ts';
import { registerList } from './list.ts';
import { registerPower } from './power.ts';
import { registerReport } from './report.ts';
import { registerRescore } from './rescore.ts';
import { registerRun } from './run.ts';
import { registerStart } from './start.ts';
import { registerStats } from './stats.ts';
import { registerValidate } from './validate.ts';

/** Each verb lives in its own file under this folder and registers itself on the program. */
export type RegisterCommand = (program: Command) => void;

export const commands: RegisterCommand[] = [registerList, registerCheck, registerStart, registerStats, registerPower, registerRun, registerReport, registerDiff, registerLint, registerValidate, registerRescore, registerImport, registerAblation];
