import 'ses';
import * as contract from '../../index.ts';
import type { CompiledModule, ModuleEvaluator } from '../../registry/index.ts';
import { moduleScript, thrownText } from '../../registry/index.ts';

/**
 * Judge code without ambient authority (Hardened JavaScript). Once the worker's own code is
 * loaded, `lockdown()` freezes every shared intrinsic of the worker (`Array.prototype`, `Object`,
 * `Promise`, ...), so no module can change what another module or the worker itself runs on. Each
 * module graph (a task module and the helpers it imports) is then evaluated in a `Compartment` of
 * its own: a global object of its own holding the frozen intrinsics, the frozen contract as
 * `'chokepoint'` and a `console` that reports through the worker's messages, and nothing else: no
 * `process`, no Node built-ins, no `require` of Node's, no timers, no clock (`Date.now()` throws),
 * no `Math.random`, no `FinalizationRegistry`. The worker's message port, the activity slot and
 * the environments stay in the worker's own scope, which no compartment can name.
 */

/**
 * Globals of Node that judge code reaches for: in a compartment each is there only to say, when
 * used, that judge code does not have it (otherwise it would read as `undefined`, and the error
 * would be about reading a property of it).
 */
const NODE_GLOBALS = [
  'process',
  'global',
  'Buffer',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'queueMicrotask',
  'fetch',
  '__dirname',
  '__filename',
  'performance',
  'structuredClone',
  'WebAssembly',
  'SharedArrayBuffer',
  'Atomics',
];

/** Lines one module may print through `console` in one worker; the rest is counted, not sent. */
const CONSOLE_LINES = 20;
const CONSOLE_LINE_CHARS = 500;

/**
 * Freezes the worker's intrinsics. Everything the worker itself needs (sql.js, the compiler) must
 * be loaded before. Stacks stay readable (`errorTaming: 'unsafe'`) and locale-aware string
 * methods keep their meaning (`localeTaming: 'unsafe'`: a judge comparing with
 * `localeCompare(..., { sensitivity: 'base' })` means it).
 */
export function lockDownWorker(): void {
  lockdown({ errorTaming: 'unsafe', consoleTaming: 'unsafe', localeTaming: 'unsafe', stackFiltering: 'verbose', overrideTaming: 'min' });
}

/** The judge contract as modules see it: this library's entry, frozen (its zod schemas, which the worker's tools use, left out). */
function frozenContract(): object {
  const { toolSchemas: _schemas, ...rest } = contract;
  return harden({ ...rest, __esModule: true });
}

function consoleText(args: readonly unknown[]): string {
  const text = args
    .map((arg) => {
      if (typeof arg === 'string') return arg;
      try {
        return JSON.stringify(arg) ?? thrownText(arg);
      } catch {
        return thrownText(arg);
      }
    })
    .join(' ');
  return text.length > CONSOLE_LINE_CHARS ? `${text.slice(0, CONSOLE_LINE_CHARS)}... (${text.length} characters)` : text;
}

/**
 * A fresh compartment per module graph; what its `console` prints goes to `print(owner, text)`,
 * at most CONSOLE_LINES lines per module.
 */
export function compartmentRealm(print: (owner: string, text: string) => void): { realm: (entry: string) => ModuleEvaluator; contract: object } {
  const printed = new Map<string, number>();
  const consoleFor = (owner: string) => {
    const write = (...args: unknown[]) => {
      const count = (printed.get(owner) ?? 0) + 1;
      printed.set(owner, count);
      if (count <= CONSOLE_LINES) print(owner, consoleText(args));
      else if (count === CONSOLE_LINES + 1) print(owner, `(more output from this module is not shown: judge code may print ${CONSOLE_LINES} lines)`);
    };
    return harden({ log: write, info: write, warn: write, error: write, debug: write });
  };
  const realm = (entry: string): ModuleEvaluator => {
    const compartment = new Compartment({ globals: { console: consoleFor(entry) }, __options__: true });
    for (const name of NODE_GLOBALS) {
      Object.defineProperty(compartment.globalThis, name, {
        get() {
          throw new ReferenceError(`${name} is not available to judge code: a judge module has the JavaScript language and the contract only`);
        },
      });
    }
    // Frozen, its names are constants that the compartment's evaluator binds once, instead of
    // looking each up through its scope objects at every use (judge code runs several times faster).
    harden(compartment.globalThis);
    return async (module: CompiledModule, require, record) => {
      const run = compartment.evaluate(`${moduleScript(module)}\n//# sourceURL=${module.file}\n`) as (r: unknown, e: unknown, m: unknown) => Promise<void>;
      await run(harden(require), record.exports, record);
    };
  };
  return { realm, contract: frozenContract() };
}
