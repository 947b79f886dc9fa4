import type { ts } from '../typescript.js';
import type { Closure, Scope, Value } from './value.ts';

/**
 * Fingerprints of values: whether a variable's value still grows between passes over a loop body,
 * and which helper calls share a memoised result.
 */

export function signature(v: Value): string {
  return `${v.paths.size}/${v.elems?.size ?? -1}/${v.deps.size}/${v.vars.size}/${v.recs.size}/${[...v.recs.values()].join('')}/${v.constant ? JSON.stringify(v.constant.value) : '-'}/${v.countOf?.size ?? -1}/${v.caseNormal ?? ''}/${v.fns?.length ?? ''}/${v.items?.length ?? ''}/${v.element ? signature(v.element) : ''}/${v.literals?.size ?? 0}/${v.found ?? ''}${v.absent ? `~${String(v.absent.value ?? '')}` : ''}/${v.position?.search ?? ''}${v.fields ? shallowFields(v.fields) : ''}`;
}

/** What an object's properties hold, one level deep: a property that took another constant or function has changed the object. */
function shallowFields(fields: ReadonlyMap<string, Value>): string {
  let out = '{';
  for (const [k, f] of fields)
    out += `${k}:${f.constant ? JSON.stringify(f.constant.value) : '-'}:${f.fns?.length ?? ''}:${f.items?.length ?? ''}:${f.recs.size},`;
  return `${out}}`;
}

export function signatureOfEnv(env: ReadonlyMap<ts.Symbol, Value>): string {
  let out = `${env.size}`;
  for (const v of env.values()) out += `|${signature(v)}`;
  return out;
}

export function memoKey(fn: ts.Node, args: readonly Value[], test: boolean, scope: Scope | undefined): string {
  return `${fn.pos}:${fn.end}:${fn.getSourceFile().fileName}:${test ? 1 : 0}:${scope?.scopeId ?? ''}:${args.map(argSignature).join('|')}`;
}

/** Functions are told apart by where they are written and which activation's locals they see. */
function closuresSignature(fns: readonly Closure[]): string {
  return fns.map((c) => `${c.fn.pos}@${c.scope?.scopeId ?? ''}`).join('+');
}

function argSignature(v: Value): string {
  const parts = [
    [...v.paths].join(','),
    [...(v.elems ?? [])].join(','),
    [...v.deps].join(','),
    [...v.recs].map(([k, s]) => `${k}${s}`).join(','),
    v.vars.size,
    v.constant ? JSON.stringify(v.constant.value) : '',
    v.caseNormal ?? '',
    v.countOf ? [...v.countOf].join(',') : '',
    v.constantList ? JSON.stringify(v.constantList) : '',
    v.fns ? closuresSignature(v.fns) : '',
    v.literals ? [...v.literals].join(',') : '',
    v.fields ? fieldsSignature(v.fields, 0) : '',
    // An element at a walking position (`xs[i]`): the result stays that element's (`at`), which the key must tell.
    v.at ? `${v.at.walk.node.pos}@${v.at.list.name}` : v.walk ? `${v.walk.node.pos}` : '',
  ];
  return parts.join(';');
}

/** What a configuration object holds: calls with different configurations fold differently. */
function fieldsSignature(fields: ReadonlyMap<string, Value>, depth: number): string {
  // A module constant's properties are one map however often it is passed: fingerprinted once.
  const known = depth === 0 ? FIELDS_SIGNATURES.get(fields) : undefined;
  if (known !== undefined) return known;
  let out = '{';
  for (const [k, f] of fields) {
    out += `${k}:${f.constant ? JSON.stringify(f.constant.value) : f.constantList ? JSON.stringify(f.constantList) : ''}`;
    if (f.fields && depth < 3) out += fieldsSignature(f.fields, depth + 1);
    else if (f.items && depth < 3)
      out += `[${f.items.map((i) => (i.fields ? fieldsSignature(i.fields, depth + 1) : i.constant ? JSON.stringify(i.constant.value) : '')).join(',')}]`;
    out += ',';
  }
  out += '}';
  if (depth === 0) FIELDS_SIGNATURES.set(fields, out);
  return out;
}

const FIELDS_SIGNATURES = new WeakMap<ReadonlyMap<string, Value>, string>();
