import type ts from 'typescript';
import { typescriptApi } from './typescript-api.ts';

/**
 * A canonical form of a task module for the no-op-change check: the TypeScript printer drops
 * comments and formatting, string quotes are normalised, and the module's own version literal
 * is masked (a copied module differs from its predecessor in nothing else).
 */
export async function fingerprint(source: string, version: string): Promise<string> {
  const typescript = typescriptApi();
  const file = typescript.createSourceFile('module.ts', source, typescript.ScriptTarget.Latest, false, typescript.ScriptKind.TS);
  const normalise = (context: ts.TransformationContext) => {
    const visit = (node: ts.Node): ts.Node => {
      if (typescript.isStringLiteral(node) || typescript.isNoSubstitutionTemplateLiteral(node)) {
        return context.factory.createStringLiteral(node.text === version ? '<version>' : node.text);
      }
      return typescript.visitEachChild(node, visit, context);
    };
    return (root: ts.SourceFile) => typescript.visitNode(root, visit) as ts.SourceFile;
  };
  const result = typescript.transform(file, [normalise]);
  const printer = typescript.createPrinter({ removeComments: true });
  const text = printer.printFile(result.transformed[0]);
  result.dispose();
  return text;
}
