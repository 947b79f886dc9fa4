import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeProject } from '../../src/analyzer/analyze.ts';
import { TypeFacts } from '../../src/analyzer/flow/types.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
import { exampleModule } from '../../src/analyzer/rule-docs.ts';
import { ts } from '../../src/analyzer/typescript.js';

/**
 * `TypeFacts.kindOf` answers literals, templates, regular expressions, comparisons, negations,
 * `&&`/`||` of those and a text added to anything from their syntax, without a type query: on every
 * node of a module, that answer must be the checker's.
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
    const loose: any = JSON.parse(output);
    const texts = [\`at \${n}\`, 'n=' + n, n + \`\${score}\`, loose + '!', '' + (loose + 1), ('a' + 1) + 2, 1 + 2 + 'x'];
    const patterns = [/b\\d+/i.test(output), /x/.source, new RegExp(/y/).flags];
    return score > 0 && both && (output.length || 0) >= 1 && (false || true) && (output || 'b') !== 'c' && texts.length > patterns.length;
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

  it('asks the checker nothing about a template, a regular expression literal or a text added to anything, only about other sums', () => {
    const file = join(dir, 'kinds.ts');
    writeFileSync(file, MODULE);
    const project = createAnalyzerProject([file]);
    const asked: string[] = [];
    const checker = Object.create(project.checker) as ts.TypeChecker;
    checker.getTypeAtLocation = (node) => {
      asked.push(node.getText());
      return project.checker.getTypeAtLocation(node);
    };
    const types = new TypeFacts(checker, project.isLibrary, project.isContract);
    const syntactic: ts.Node[] = [];
    const visit = (node: ts.Node): void => {
      const sum = ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;
      if (ts.isTemplateExpression(node) || ts.isRegularExpressionLiteral(node) || sum) syntactic.push(node);
      ts.forEachChild(node, visit);
    };
    const among = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && /^(texts|patterns)$/.test(node.name.getText())) visit(node);
      else ts.forEachChild(node, among);
    };
    among(project.sourceFile(file)!);
    expect(syntactic.map((n) => `${n.getText()}: ${types.kindOf(n)}`)).toEqual([
      '`at ${n}`: string',
      "'n=' + n: string",
      'n + `${score}`: string',
      '`${score}`: string',
      "loose + '!': string",
      "'' + (loose + 1): string",
      'loose + 1: any',
      "('a' + 1) + 2: string",
      "'a' + 1: string",
      "1 + 2 + 'x': string",
      '1 + 2: number',
      '/b\\d+/i: regexp',
      '/x/: regexp',
      '/y/: regexp',
    ]);
    // Sums without a text operand are the checker's to type.
    expect(asked).toEqual(['loose + 1', '1 + 2']);
  });
});

/**
 * Questions the analysis need not ask the checker: the type of a returned `&&` whose left operand
 * may be `false` (it is no score whatever else it holds), and the symbols of identifiers of another
 * name than a binding declared inside a function (nothing else can name it there).
 */
describe('checker questions the syntax answers', () => {
  const judges = [
    // Not a score: false or what `includes` gives.
    `const judge: Judge = ({ output }) => output.length === 2 && output.includes('a');`,
    // A score: 5 or 6.
    `const judge: Judge = ({ output }) => (output.length === 2 && 5) || 6;`,
    // A helper logs a value and nothing else reads it; \`zzz\` is named only in a function never called.
    `type State = Parameters<Judge>[0]['post'];
function unrelated(zzz: number): number { return zzz + 1; }
function escalated(post: State): boolean {
  const page = post.files['/var/log/admin.log'] ?? '';
  console.log('source:', page);
  return post.tables.admins.length > 0;
}
const judge: Judge = ({ post }) => escalated(post);`,
  ];

  it('scores and unused values found as before, without those questions', () => {
    const files = judges.map((code, i) => {
      const file = join(dir, `questions_${i}.ts`);
      writeFileSync(file, exampleModule({ code }, i));
      return file;
    });
    const project = createAnalyzerProject(files);
    const typed: string[] = [];
    const named: string[] = [];
    const getTypeAtLocation = project.checker.getTypeAtLocation.bind(project.checker);
    const getSymbolAtLocation = project.checker.getSymbolAtLocation.bind(project.checker);
    const checker = Object.create(project.checker) as ts.TypeChecker;
    checker.getTypeAtLocation = (node) => (typed.push(node.getText()), getTypeAtLocation(node));
    checker.getSymbolAtLocation = (node) => (named.push(node.getText()), getSymbolAtLocation(node));
    const result = analyzeProject({ ...project, checker }, files);
    const judged = result.files.map((f) => f.judges[0]);
    expect(judged.map((j) => j.classification.score !== undefined)).toEqual([false, true, false]);
    expect(judged[2].findings.map((f) => `${f.ruleId} ${f.line}`)).toEqual(['unused-value 5']);
    expect(typed).not.toContain("output.length === 2 && output.includes('a')");
    expect(named).not.toContain('zzz');
  });
});
