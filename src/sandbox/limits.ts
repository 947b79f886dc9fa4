/** The sandbox's wall-clock limits (in a module of their own: the CLI's help reads them without loading the sandbox). */
export interface SandboxLimits {
  /** One tool call (and a snapshot of the environment). */
  readonly toolCallMs: number;
  /** One judge call. */
  readonly judgeMs: number;
  /** Importing one judge, suite or version module. */
  readonly moduleLoadMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { toolCallMs: 10_000, judgeMs: 10_000, moduleLoadMs: 30_000 };
