import { join } from 'node:path';
import { AGENTDOJO_DATA } from '../../src/reports/agentdojo.ts';

/** Real published AgentDojo archives used by the tests (read directly, never extracted). */
export const archive = (pipeline: string): string => join(AGENTDOJO_DATA, `${pipeline}.tar.gz`);

/** v1, one attack type, 753 runs. */
export const TOOL_FILTER = 'gpt-4o-2024-05-13-tool_filter';
/** v1.2 (workspace injection tasks 0-13), 1081 runs. */
export const GEMINI_V12 = 'gemini-2.0-flash-001';
/** 40 benign workspace runs only. */
export const PARTIAL = 'claude-3-sonnet-20240229-repeat_user_prompt';
