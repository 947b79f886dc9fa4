import { EXIT } from './exit.ts';

/** Ctrl-C stops the work (what is in flight abandoned, what is written kept); a second one exits at once. */
export function interruptOnSigint(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSigint = (): void => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    process.stderr.write('\nchokepoint: interrupting: finishing the records being written (Ctrl-C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSigint) };
}
