import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TypeFacts } from '../../src/analyzer/flow/types.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
import { ts } from '../../src/analyzer/typescript.js';

/**
 * `TypeFacts.kindOf` answers literals, comparisons, negations and `&&`/`||` of those from their
 * syntax, without a type query: on every node of a module, that answer must be the checker's.
 */
const MODULE = `import { defineUserTask } from 'chokepoint';
const table = { 'count': 5, 7: 'seven', "quoted": true, big: 1n } as const;
export { table as 'exported name' };
const flag: true = true;
const n = -1 + 0x10 + 2n.toString().length;
export default defineUserTask({
  id: 'kinds', suite: 'types', version: '1.0.0', prompt: 'p', requiredTools: [],
  reference: [], referenceAnswer: \`answer\`,
  utility: ({ output, pre, post }) => {
    if (0 && output === 'x') return false;
    const same = pre.emails.length === post.emails.length || !output;
    const score = (same ? 1 : 0) + Number(output.includes('a') && 'b' in table);
    const both = (output < 'm' && n >= 2) || (flag && !same) || (table.count > 3 && pre instanceof Object);
    return score > 0 && both && (output.length || 0) >= 1 && (false || true) && (output || 'b') !== 'c';
  },
});
`;

const dir = mkdtempSync(join(tmpdir(), 'chokepoint-type-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TypeFacts.kindOf', () => {
  it('gives the type checker’s kind on every node, the ones it reads from syntax included', () => {
    const file = join(dir, 'kinds.ts');
    writeFileSync(file, MODULE);
    const project = createAnalyzerProject([file]);
    expect(project.problems(file).map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([]);
    const types = new TypeFacts(project.checker, project.isLibrary, project.isContract);
    const checkerKind = new TypeFacts(project.checker, project.isLibrary, project.isContract);
    const nodes: ts.Node[] = [];
    const visit = (node: ts.Node): void => {
      nodes.push(node);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(project.sourceFile(file)!, visit);
    const kinds = (of: (n: ts.Node) => string) => nodes.map((n) => `${ts.SyntaxKind[n.kind]} ${n.getText().slice(0, 40)}: ${of(n)}`);
    expect(kinds((n) => types.kindOf(n))).toEqual(kinds((n) => checkerKind.kindOfType(project.checker.getTypeAtLocation(n))));
    // The syntactic answers are among those compared.
    expect(nodes.filter((n) => ts.isBinaryExpression(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n)).length).toBeGreaterThan(30);
  });
});
