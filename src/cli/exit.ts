/** 130: stopped by Ctrl-C (SIGINT), as shells report it. */
export const EXIT = { ok: 0, findings: 1, usage: 2, interrupted: 130 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
