import { short } from '../flow/syntax.ts';
import { defineRule, optionPattern } from './rule.ts';
import { codeWitness } from './witness.ts';

const IGNORE_PATTERN = '^_';

/** A value read or computed and then dropped: the check it was meant for was never written. */
export interface UnusedValueOptions {
  /** Bindings whose name matches are ignored (source of a regular expression). */
  readonly ignorePattern: string;
}

export default defineRule<'unusedBinding' | 'unusedContext' | 'discarded', UnusedValueOptions>({
  id: 'unused-value',
  severity: 'warning',
  messages: {
    unusedBinding: '`{{name}}` is computed but never reaches the verdict.',
    unusedContext: '`{{name}}` is taken from the judge context but never reaches the verdict.',
    discarded: 'The value of `{{text}}` is computed and thrown away.',
  },
  docs: {
    description: 'A parameter or computed value that never reaches the verdict.',
    rationale:
      'A judge that computes `added = post.rows - pre.rows` and then returns only an output check was meant to check the state and does not. Use the value in the verdict or delete it.',
    invalid: {
      code: "const judge: Judge = ({ output, pre, post }) => {\n  const added = post.tables.payments.length - pre.tables.payments.length;\n  return output.includes('recorded');\n};",
    },
    valid: {
      code: "const judge: Judge = ({ output, pre, post }) => {\n  const added = post.tables.payments.length - pre.tables.payments.length;\n  return added === 1 && output.includes('recorded');\n};",
    },
    witness:
      'Exact reasoning about the code, no run: the binding or expression and that no path from it reaches a returned verdict, so any value it takes gives the same verdict. `--confirm` marks it unconfirmable.',
  },
  defaultOptions: { ignorePattern: IGNORE_PATTERN },
  patternOptions: ['ignorePattern'],
  check({ facts, options, report }) {
    const ignore = optionPattern(options.ignorePattern, IGNORE_PATTERN);
    const feedsOther = new Set<unknown>();
    for (const [symbol, value] of facts.bindingValues) {
      for (const v of value.vars) if (v !== symbol) feedsOther.add(v);
    }
    for (const binding of facts.bindings) {
      if (!binding.own || ignore.test(binding.name)) continue;
      if (facts.verdict.vars.has(binding.symbol) || feedsOther.has(binding.symbol)) continue;
      report(
        binding.node,
        binding.fromContext ? 'unusedContext' : 'unusedBinding',
        { name: binding.name },
        codeWitness(`no path from \`${binding.name}\` reaches a returned verdict: any value it takes gives the same verdict`),
      );
    }
    for (const node of facts.discarded) {
      report(
        node,
        'discarded',
        { text: short(node) },
        codeWitness(`the value of \`${short(node)}\` is used by nothing: any value it takes gives the same verdict`),
      );
    }
  },
});
