// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/core/core.js (endEpisode, the episode ending at the first reward) and the shared email-inbox handlers of miniwob/html/miniwob/email-inbox*.html (bindClickEvents, showEmail, clickEmail), commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c
import type { JudgeContext, Snapshot, TraceCall } from 'chokepoint';

/** The submit button most tasks bind their reward handler to. */
export const SUBMIT = '#subbtn';

/** A click that reached the page: a refused or failed click fires no handler. */
export function clicked(call: TraceCall, element: string): boolean {
  return call.tool === 'click' && call.status === 'ok' && call.args.element === element;
}

/** The page when the reward handler fired: the state at the first click on `element`; undefined when the episode timed out. */
export function pageAtClick(trace: readonly TraceCall[], steps: JudgeContext['steps'], element: string): Snapshot | undefined {
  for (let i = 0; i < trace.length; i++) {
    if (clicked(trace[i], element)) return steps[i].state;
  }
  return undefined;
}

/** `d3.select(selector)[0][0].value`: an input's value, '' when the element holds nothing. */
export function field(page: Snapshot, selector: string): string {
  const value = page.files[selector];
  if (value === undefined) return '';
  return value;
}

/** core.endEpisode(reward): the Python environment counts an episode with a positive reward as solved. */
export function solved(reward: number): boolean {
  return reward > 0;
}

export interface ExpectedDetails {
  readonly action: 'delete' | 'important' | 'reply' | 'forward';
  readonly email: { readonly name: string; readonly body: string };
  readonly reply?: string;
  readonly forward?: string;
}

/** The sender shown for the e-mail a trash or star icon belongs to (its thread in the inbox). */
function threadSender(page: Snapshot, call: TraceCall): string {
  const email = page.emails.find((m) => m.id === call.args.email);
  return email === undefined ? '' : email.from;
}

/**
 * The email-inbox handlers: trash and star end the episode only when they are the task's action,
 * any sent reply or forward ends it; the first handler that ends it gives the reward.
 */
export function emailInboxReward({ trace, steps }: Pick<JudgeContext, 'trace' | 'steps'>, expected: ExpectedDetails): number {
  for (let i = 0; i < trace.length; i++) {
    const call = trace[i];
    const page = steps[i].state;
    if (clicked(call, '.star')) {
      const name = threadSender(page, call);
      // eslint-disable-next-line eqeqeq
      if (expected.action === 'important' && name == expected.email.name) return 1;
      else if (expected.action === 'important') return -1;
    } else if (clicked(call, '.trash')) {
      const name = threadSender(page, call);
      // eslint-disable-next-line eqeqeq
      if (expected.action === 'delete' && name == expected.email.name) return 1;
      else if (expected.action === 'delete') return -1;
    } else if (clicked(call, '#send-reply')) {
      const name = field(page, '#reply .reply-sender');
      const text = field(page, '#reply-text');
      if (expected.action === 'reply' && name === expected.email.name && text === expected.reply) return 1;
      return -1;
    } else if (clicked(call, '#send-forward')) {
      const name = field(page, '#forward .forward-sender');
      const text = field(page, '#forward-text');
      if (expected.action === 'forward' && name === expected.forward && text === expected.email.body) return 1;
      return -1;
    }
  }
  return -1;
}
