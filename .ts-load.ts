import { importEdges } from './test/architecture/layers.ts';
function reach(root: string, start: string) {
  // static value imports only: drop dynamic import() edges by re-reading is costly; approximate by specifier text in file
  const edges = importEdges(root).filter((e) => !e.typeOnly);
  const graph = new Map<string, string[]>();
  for (const e of edges) graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  const seen = new Set<string>(); const todo = [start];
  while (todo.length) { const n = todo.pop()!; if (seen.has(n)) continue; seen.add(n); for (const m of graph.get(n) ?? []) todo.push(m); }
  return seen;
}
for (const cmd of process.argv.slice(3)) {
  const b = reach(process.argv[2], cmd).has('src/analyzer/typescript.js');
  const a = reach('src', cmd).has('src/analyzer/typescript.js');
  const ob = reach(process.argv[2], cmd).has('openai'); const oa = reach('src', cmd).has('openai');
  console.log(`${cmd}: analyzer TS ${b} -> ${a}; openai ${ob} -> ${oa}`);
}
