import { heading, paragraph, renderTable, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { NewVersionResult } from '../new-version.ts';
import { displayPath } from '../paths.ts';
import type { ScaffoldResult } from '../scaffold.ts';

/** `chokepoint init`: the files written and what to run next. */
export const scaffoldReporters: Reporters<ScaffoldResult> = textReporters(renderScaffold);

function renderScaffold(result: ScaffoldResult, format: TextFormat, options: RenderOptions): string {
  const where = displayPath(result.dir);
  const inside = where === result.dir && result.dir === process.cwd() ? '.' : where;
  const { joined } = result;
  const added = joined
    ? [
        ...Object.entries(joined.scripts).map(([name, command]) => ['script', name, command]),
        ...Object.entries(joined.devDependencies).map(([name, range]) => ['devDependency', name, range]),
      ]
    : [];
  return [
    heading(joined ? `chokepoint added to the project in ${inside}` : `New chokepoint project in ${inside}`, format, options),
    renderTable({ columns: ['File written'], rows: result.files.map((f) => [f]), summary: `${result.files.length} files written` }, format, options),
    '\n',
    ...(joined
      ? [
          renderTable(
            {
              columns: ['package.json gained', 'Name', 'Value'],
              rows: added,
              summary: `${added.length} entries added to package.json; nothing else in it changed`,
            },
            format,
            options,
          ),
          '\n',
          ...(joined.kept.length > 0
            ? [
                paragraph(
                  `Kept as they are: ${joined.kept.join(', ')}.${joined.kept.includes('.gitignore') ? ' Git should ignore runs/ and .chokepointcache.' : ''}`,
                  options,
                ),
                '\n',
              ]
            : []),
        ]
      : []),
    paragraph('Next: install the dependencies, then check, validate and lint the example before writing your own tasks:', options),
    '\n',
    ...(inside === '.' ? [] : [`    cd ${inside}\n`]),
    '    npm install\n    npx chokepoint check && npx chokepoint validate && npx chokepoint lint\n\n',
    'docs/authoring.md in the chokepoint package explains every file.\n',
  ].join('');
}

/** `chokepoint new-version`: the module copied and the manifest that records the change. */
export const newVersionReporters: Reporters<NewVersionResult> = textReporters(renderNewVersion);

function renderNewVersion(result: NewVersionResult, format: TextFormat, options: RenderOptions): string {
  return [
    heading(`${result.suite}/${result.task}: ${result.from} -> ${result.version}`, format, options),
    renderTable(
      {
        columns: ['File', 'What'],
        rows: [
          [displayPath(result.module), `copy of ${result.from}.ts with version ${result.version}`],
          [displayPath(result.manifest), result.manifestCreated ? 'new manifest listing the change' : 'change appended to changes'],
        ],
        summary: `2 files: the ${result.version} module and its manifest`,
      },
      format,
      options,
    ),
    '\n',
    paragraph(
      `Now change the judge in ${displayPath(result.module)}: until it differs from ${result.from}, loading the benchmark reports a no-op change.`,
      options,
    ),
  ].join('');
}
