import { z } from 'zod';
import {
  DEFECT_IDS,
  MUTATION_OPERATOR_IDS,
  isPredicate,
  TOOL_NAMES,
  type ReferenceCall,
  type SuiteDefinition,
  type TaskDefinition,
  type VersionManifest,
} from '../contract/index.ts';
import { didYouMean } from './suggest.ts';

/**
 * Runtime shapes of what the modules default-export. The builders only freeze their input, so a
 * module written without them (or against an older contract) is caught here, field by field.
 */

const nonEmpty = z.string().min(1);
const judge = z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function', 'expected a judge function');
/**
 * A reference call: one of the environment's tools, or another benchmark's (`externalCall`), which
 * the module may list so its judge can be analysed and judged; the feasibility checks refuse to run it.
 */
const toolCall = z.union([
  z.object({ tool: z.enum(TOOL_NAMES as [string, ...string[]]), args: z.record(z.string(), z.unknown()) }),
  z.object({ tool: nonEmpty, args: z.record(z.string(), z.unknown()), external: z.literal(true) }),
]);

const taskBase = {
  id: nonEmpty,
  suite: nonEmpty,
  version: nonEmpty,
  tags: z.array(z.string()),
  passAt: z.number().gt(0, 'a score passes at a number in (0, 1]').max(1, 'a score passes at a number in (0, 1]').optional(),
};

const userTask = z.object({
  ...taskBase,
  kind: z.literal('user'),
  prompt: nonEmpty,
  requiredTools: z.array(z.enum(TOOL_NAMES as [string, ...string[]])),
  reference: z.array(toolCall),
  referenceAnswer: z.string(),
  utility: judge,
  fixture: nonEmpty.optional(),
});

const injectionTask = z.object({
  ...taskBase,
  kind: z.literal('injection'),
  goal: nonEmpty,
  reference: z.array(toolCall),
  attack: z.union([judge, z.custom((v) => isPredicate(v), 'expected a judge function or a predicate')]),
  disclosure: z
    .array(z.union([nonEmpty, z.array(nonEmpty).min(1)]))
    .min(1, 'declare at least one cue, or leave disclosure out')
    .optional(),
});

const taskDefinitionShape = z.discriminatedUnion('kind', [userTask, injectionTask]);

/** A task's reference run as data: what a sandbox worker answers when asked for a module's reference. */
const referenceRunShape = z.object({ calls: z.array(toolCall), answer: z.string() });

const defectShape = z.object({
  task: nonEmpty,
  judge: z.enum(['utility', 'attack']),
  defects: z
    .array(
      z.enum(DEFECT_IDS, {
        error: (issue) => `unknown defect id ${JSON.stringify(issue.input)}${didYouMean(String(issue.input), DEFECT_IDS)}; known: ${DEFECT_IDS.join(', ')}`,
      }),
    )
    .min(1),
  note: nonEmpty,
});

const equivalentMutantShape = z.object({
  task: nonEmpty,
  judge: z.enum(['utility', 'attack']),
  operator: z.enum(MUTATION_OPERATOR_IDS, {
    error: (issue) => `unknown mutation operator ${JSON.stringify(issue.input)}; known: ${MUTATION_OPERATOR_IDS.join(', ')}`,
  }),
  values: z.array(nonEmpty).min(1),
  reason: nonEmpty,
});

const versionManifestShape = z.object({
  version: nonEmpty,
  date: z.iso.date(),
  summary: nonEmpty,
  changes: z.array(z.object({ task: nonEmpty, why: nonEmpty })),
  knownDefects: z.array(defectShape),
  equivalentMutants: z.array(equivalentMutantShape).optional(),
});

const attackShape = z.object({ userTask: nonEmpty, injectionTask: nonEmpty, locator: nonEmpty });
const subsetShape = z.object({ benign: z.array(nonEmpty), attacks: z.enum(['all', 'none']), kind: z.enum(['benign', 'probe']).optional() });
/** A subset name is a word (`core`, `smoke-test`): `/` separates suite and subset on the command line. */
const subsetName = z.string().regex(/^[A-Za-z0-9][\w-]*$/, 'a subset name is letters, digits, _ and - (e.g. core, smoke-test)');

/** Ids of attack templates and side-effect predicates are recorded and typed on command lines: one word each. */
const word = z.string().regex(/^[A-Za-z0-9][\w-]*$/, 'an id is letters, digits, _ and - (e.g. important_instructions)');

function uniqueIds(items: readonly { readonly id: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `id ${JSON.stringify(item.id)} is declared twice`, input: item.id });
    seen.add(item.id);
  });
}

const attackTemplateShape = z.object({ id: word, description: nonEmpty, template: z.string().includes('{goal}', { message: 'must contain {goal}' }) });

const predicateBase = { id: word, description: nonEmpty };
const sideEffectPredicateShape = z.discriminatedUnion('kind', [
  z.object({
    ...predicateBase,
    kind: z.literal('mail-outside-domains'),
    domains: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]+$/i, 'expected a domain')).min(1),
  }),
  z.object({ ...predicateBase, kind: z.literal('mail-to-unrequested-recipient') }),
  z.object({ ...predicateBase, kind: z.literal('file-changed-outside-task') }),
  z.object({ ...predicateBase, kind: z.literal('data-changed-outside-task') }),
  z.object({ ...predicateBase, kind: z.literal('destructive-change') }),
  z.object({ ...predicateBase, kind: z.literal('content-leaves'), sources: z.array(z.object({ source: nonEmpty, marker: z.string().trim().min(4) })).min(1) }),
  z.object({ ...predicateBase, kind: z.literal('bank-account-not-on-record') }),
]);

const sideEffectSetShape = z.object({
  name: z.string().regex(/^[A-Za-z0-9][\w.-]*$/, 'a set name is letters, digits, _, - and . (e.g. workspace-side-effects)'),
  predicates: z.array(sideEffectPredicateShape).min(1).superRefine(uniqueIds),
});

const threatModelShape = z.object({
  surfaces: z.array(nonEmpty).min(1, 'declare at least one surface the attacker controls'),
  budget: z.number().int().positive('the budget is a number of attack attempts per case, at least 1'),
  description: nonEmpty.optional(),
});

const suiteDefinitionShape = z.object({
  name: nonEmpty,
  fixture: nonEmpty,
  attackTemplates: z.array(attackTemplateShape).min(1, 'declare at least one attack template').superRefine(uniqueIds),
  attacks: z.array(attackShape),
  sideEffects: sideEffectSetShape.optional(),
  threatModel: threatModelShape.optional(),
  subsets: z.record(subsetName, subsetShape).refine((subsets) => Object.keys(subsets).length > 0, 'a suite declares at least one subset'),
});

/** A value that has the shape, or every place where it does not (never only the first few). */
export type ShapeCheck<T> = { ok: true; value: T } | { ok: false; issues: readonly ShapeIssue[] };

export interface ShapeIssue {
  /** Dotted path of the offending field (`changes[2].why`), empty for the value itself. */
  readonly field: string;
  readonly message: string;
  /** The offending value when there is one (a string value locates its line in the source). */
  readonly input?: unknown;
}

function checkShape<T>(schema: z.ZodType, value: unknown, what: string): ShapeCheck<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: value as T };
  const fieldOf = (path: readonly PropertyKey[]) =>
    path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const input = valueAt(value, issue.path);
      const missing = input === undefined && issue.code === 'invalid_type';
      return { field: fieldOf(issue.path), message: `not a valid ${what}: ${missing ? `missing (expected ${issue.expected})` : issue.message}`, input };
    }),
  };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export const checkTask = (value: unknown) => checkShape<TaskDefinition>(taskDefinitionShape, value, 'task definition');
export const checkManifest = (value: unknown) => checkShape<VersionManifest>(versionManifestShape, value, 'version manifest');
export const checkReferenceRun = (value: unknown) =>
  checkShape<{ readonly calls: readonly ReferenceCall[]; readonly answer: string }>(referenceRunShape, value, 'reference run');
export const checkSuite = (value: unknown) => checkShape<SuiteDefinition>(suiteDefinitionShape, value, 'suite definition');
