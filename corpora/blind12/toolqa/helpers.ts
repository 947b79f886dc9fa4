// Source: ToolQA (night-chen/ToolQA, "ToolQA: A Dataset for LLM Question Answering with External Tools") at commit
// a8587afe14f38c49ee565e250f08341fb15de73f: the ReAct agent's loop and its answer check
// (benchmark/ReAct/code/agents.py: ReactAgent.run, step, is_finished, is_halted, is_correct, parse_action,
// normalize_answer, EM). The agent's actions are the calls of the trace, each written back as ToolQA's action text
// `Type[argument]`; the LLM prompting, the scratchpad (the prompt text the observations are appended to) and the
// prompt's token limit are not kept.
import type { TraceCall } from 'chokepoint';

// ---- benchmark/ReAct/code/agents.py: String Stuff ----

function parse_action(text: string): [string, string] | null {
  const pattern = /^(\w+)\[(.+)\]$/;
  const match = pattern.exec(text);

  if (match) {
    const action_type = match[1] as string;
    const argument = match[2] as string;
    return [action_type, argument];
  } else {
    return null;
  }
}

const PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

export function normalize_answer(s: string): string {
  const remove_articles = (text: string): string => text.replace(/\b(a|an|the|usd)\b/g, ' ');

  const white_space_fix = (text: string): string => text.split(/\s+/).filter((w) => w !== '').join(' ');

  const remove_punc = (text: string): string =>
    [...text].filter((ch) => !PUNCTUATION.has(ch)).join('');

  const lower = (text: string): string => text.toLowerCase();

  return white_space_fix(remove_articles(remove_punc(lower(s))));
}

export function EM(answer: unknown, key: unknown): boolean {
  return normalize_answer(String(answer)) === normalize_answer(String(key));
}

// ---- benchmark/ReAct/code/agents.py: ReactAgent ----

/** ToolQA's action text of one call: `Finish[18:50]`, `LoadDB[flights]`. */
function actionText(call: TraceCall): string {
  return `${call.tool}[${String(call.args['argument'] ?? '')}]`;
}

class ReactAgent {
  answer = '';
  private finished = false;
  private step_n = 1;

  constructor(
    private readonly key: string,
    private readonly max_steps = 20,
  ) {}

  /** ReactAgent.run: steps until halted or finished; here the i-th step is the agent's i-th call. */
  run(calls: readonly TraceCall[]): void {
    this.reset_agent();
    let next = 0;
    while (!this.is_halted() && !this.is_finished()) {
      const call = calls[next];
      if (call === undefined) break; // the agent proposed nothing more
      next += 1;
      this.step(actionText(call));
    }
  }

  step(action: string): void {
    if (action === '' || action === '\n') {
      // "You action is filtered due to content. ..."
    } else if (action.includes('PythonInterpreter')) {
      // the code runs; its output is the observation
    } else if (action.includes('], ')) {
      const parsed = parse_action(action);
      if (parsed === null) throw new TypeError('cannot unpack non-iterable NoneType object');
      // "You are sending multiple actions at once. Please send one action at a time."
    } else {
      const parsed = parse_action(action);
      if (parsed === null) throw new TypeError('cannot unpack non-iterable NoneType object');
      const [action_type, argument] = parsed;
      if (action_type === 'Finish') {
        this.answer = argument;
        this.finished = true;
        this.step_n += 1;
        return;
      }
      // Calculate, RetrieveAgenda, RetrieveScirex, LoadDB, FilterDB, GetValue, LoadGraph, NeighbourCheck,
      // NodeCheck, EdgeCheck, SQLInterpreter: the tool's output is the observation, or "Invalid Action. ..."
    }
    this.step_n += 1;
  }

  is_finished(): boolean {
    return this.finished;
  }

  is_correct(): boolean {
    return EM(this.answer, this.key);
  }

  is_halted(): boolean {
    return this.step_n > this.max_steps && !this.finished;
  }

  private reset_agent(): void {
    this.step_n = 1;
    this.finished = false;
  }

}

/** run_react.py's per-question check: the agent run on the question, then `agent.is_correct()`. */
export function toolqaCorrect(trace: readonly TraceCall[], key: string): boolean {
  const agent = new ReactAgent(key);
  agent.run(trace);
  return agent.is_correct();
}
