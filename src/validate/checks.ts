import { benignTrace } from './benign-trace.ts';
import type { ValidationCheck } from './check.ts';
import { initialState } from './initial-state.ts';
import { mutants } from './mutants.ts';
import { payload } from './payload.ts';
import { reference } from './reference.ts';

/** In the order they run and report. */
export const VALIDATION_CHECKS: readonly ValidationCheck[] = [initialState, reference, benignTrace, payload, mutants];
