import { z } from 'zod';
import {
  isPredicate,
  TOOL_NAMES,
  type SuiteDefinition,
  type TaskDefinition,
  type VersionManifest,
} from '../contract/index.ts';

/**
 * Runtime shapes of what the modules default-export. The builders only freeze their input, so a
 * module written without them (or against an older contract) is caught here, field by field.
 */

const nonEmpty = z.string().min(1);
const judge = z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function', 'expected a judge function');
const toolCall = z.object({ tool: z.enum(TOOL_NAMES as [string, ...string[]]), args: z.record(z.string(), z.unknown()) });

const taskBase = { id: nonEmpty, suite: nonEmpty, version: nonEmpty, tags: z.array(z.string()) };

const userTask = z.object({
  ...taskBase,
  kind: z.literal('user'),
  prompt: nonEmpty,
  requiredTools: z.array(z.enum(TOOL_NAMES as [string, ...string[]])),
  reference: z.array(toolCall),
  referenceAnswer: z.string(),
  utility: judge,
});

const injectionTask = z.object({
  ...taskBase,
  kind: z.literal('injection'),
  goal: nonEmpty,
  reference: z.array(toolCall),
  attack: z.union([judge, z.custom((v) => isPredicate(v), 'expected a judge function or a predicate')]),
});

export const taskDefinitionShape = z.discriminatedUnion('kind', [userTask, injectionTask]);

const defectShape = z.object({
  task: nonEmpty,
  judge: z.enum(['utility', 'attack']),
  defects: z.array(nonEmpty).min(1),
  note: nonEmpty,
});

export const versionManifestShape = z.object({
  version: nonEmpty,
  date: z.iso.date(),
  summary: nonEmpty,
  changes: z.array(z.object({ task: nonEmpty, why: nonEmpty })),
  knownDefects: z.array(defectShape),
});

const attackShape = z.object({ userTask: nonEmpty, injectionTask: nonEmpty, locator: nonEmpty });
const subsetShape = z.object({ benign: z.array(nonEmpty), attacks: z.enum(['all', 'none']) });

export const suiteDefinitionShape = z.object({
  name: nonEmpty,
  fixture: nonEmpty,
  payloadTemplate: z.string().includes('{goal}', { message: 'must contain {goal}' }),
  attacks: z.array(attackShape),
  subsets: z.object({ core: subsetShape, lite: subsetShape, probe: subsetShape }),
});

export type ShapeCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export function checkShape<T>(schema: z.ZodType, value: unknown, what: string): ShapeCheck<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: value as T };
  const fieldOf = (path: readonly PropertyKey[]) =>
    path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  const issues = parsed.error.issues;
  const listed = issues.slice(0, 3).map((i) => (issues.length === 1 ? i.message : `${fieldOf(i.path) || '(value)'}: ${i.message}`));
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return { ok: false, field: issues.length === 1 ? fieldOf(issues[0].path) : '', message: `not a valid ${what}: ${listed.join('; ')}${more}` };
}

export const checkTask = (value: unknown) => checkShape<TaskDefinition>(taskDefinitionShape, value, 'task definition');
export const checkManifest = (value: unknown) => checkShape<VersionManifest>(versionManifestShape, value, 'version manifest');
export const checkSuite = (value: unknown) => checkShape<SuiteDefinition>(suiteDefinitionShape, value, 'suite definition');
