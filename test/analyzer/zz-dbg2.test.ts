import { it } from 'vitest';
import { analyzeProject } from '../../src/analyzer/analyze.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
it('dbg2', () => {
  const files = (process.env.FILES ?? '').split(',');
  const project = createAnalyzerProject(files);
  const r = analyzeProject(project, files, {});
  for (const f of r.files) for (const j of f.judges) console.log('J', f.file.split('/').pop(), j.judge, JSON.stringify(j.classification.count).slice(0, 300), j.findings.map((x) => x.ruleId).join(','));
});
