import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The local modules of judge modules: each module's text and, transitively, the modules it imports
 * by path (`./x.ts`, `../_lib/h.ts`, `/abs/h.ts`). Found by a textual scan, which may see a
 * specifier in a comment (one module too many, which only costs work) and is much cheaper than
 * parsing thousands of modules. Texts are read once.
 */
export class LocalModules {
  private readonly texts = new Map<string, string | undefined>();
  private readonly imports = new Map<string, readonly string[]>();

  /** The module and every local module it reaches, sorted. */
  closure(file: string): string[] {
    const seen = new Set<string>([file]);
    const queue = [file];
    while (queue.length > 0) {
      for (const next of this.importsOf(queue.pop()!)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return [...seen].sort();
  }

  /** The module's text, or undefined when it cannot be read. */
  text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  /** The module's text when it has been read already, else undefined (never reads). */
  textRead(file: string): string | undefined {
    return this.texts.get(file);
  }

  private importsOf(file: string): readonly string[] {
    let found = this.imports.get(file);
    if (!found) {
      found = pathSpecifiers(this.text(file) ?? '').map((s) => localModule(dirname(file), s));
      this.imports.set(file, found);
    }
    return found;
  }
}

/** `from '...'`, `import '...'`, `import('...')` and `require('...')` naming a path. */
const PATH_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*|\/[^'"\n]*)\1/g;

function pathSpecifiers(text: string): string[] {
  if (!text.includes('./') && !/(['"])\//.test(text)) return [];
  return [...text.matchAll(PATH_SPECIFIER)].map((m) => m[2]);
}

function localModule(from: string, specifier: string): string {
  const base = resolve(from, specifier);
  const candidates = [base, `${base}.ts`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  // An import that resolves to nothing still names the module: creating it later changes the closure's key.
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
}
