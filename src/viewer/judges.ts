import { aucWithCoverage } from '../runs/index.ts';
import { CALIBRATION, metricsAnchor, formatCount } from '../stats/index.ts';
import { diffSection, taxonomySection, validationSection } from './analysis.ts';
import { rocPlot } from './charts.ts';
import { html, type Html } from './html.ts';
import { definitionLink, sitePage } from './layout.ts';
import { isUnavailable, type SiteData } from './model.ts';

/**
 * The judges page: how each judge decides (taxonomy on four axes, lint findings with their rules'
 * documentation), what changed between versions, what running the judges found (validation), and
 * for scoring defenses (llm-judge) their ROC curve against argument-level call labels.
 */

function rocSection(data: SiteData): Html {
  const colourOf = new Map(data.runs.map((r) => [r.label, r.colour]));
  const calibrations = data.stats.runs.flatMap((summary) => summary.judges.map((judge) => ({ run: summary.label, judge })));
  if (calibrations.length === 0) {
    return html`<p>No run used a scoring defense (the llm-judge records an attack confidence per call): no ROC curve to draw.</p>`;
  }
  return html`<div class="charts">${calibrations.map(({ run, judge }) => {
    const facts = html`<p class="note">${`AUC ${aucWithCoverage(judge)}. ${judge.positives} adversarial, ${judge.negatives} legitimate. At its own threshold it blocked ${formatCount(judge.blockedPositives, judge.positives)} adversarial and ${formatCount(judge.blockedNegatives, judge.negatives)} legitimate calls. `}${definitionLink(metricsAnchor(CALIBRATION.auc), 'Definition')}</p>`;
    return html`<figure class="roc" data-run="${run}" data-mediator="${judge.mediator}"><figcaption><strong>${`${judge.mediator} in ${run}`}</strong></figcaption>${
      judge.auc === null
        ? html`<p>No ROC curve: it needs both adversarial and legitimate scored calls.</p>`
        : rocPlot(judge.curve, { auc: judge.auc, label: `ROC curve of ${judge.mediator} in ${run}`, colour: colourOf.get(run) ?? 0 })
    }${facts}</figure>`;
  })}</div>`;
}

export function judgesPage(data: SiteData): string {
  const judges = data.judges;
  const static_ = isUnavailable(judges)
    ? html`<p class="note">${`Judge analysis not available: ${judges.unavailable}.`}</p>`
    : html`${judges.taxonomies.map((t) => html`<h2 id="${`taxonomy-${t.version}`}">${`Taxonomy at ${t.version}`}</h2>${taxonomySection(t, judges.root)}`)}${judges.diffs.map(
        (d) => html`<h2 id="${`diff-${d.from}-${d.to}`}">${`What changed from ${d.from} to ${d.to}`}</h2>${diffSection(d)}`,
      )}${judges.validations.map((v) => html`<h2 id="${`validation-${v.version}`}">${`Validation at ${v.version}: the judges run`}</h2>${validationSection(v)}`)}`;
  const body = html`<h1>Judges</h1><p class="lead">How the judges that scored these runs decide, which are defective and why.</p>${static_}<h2>Scoring defenses: ROC</h2><p class="note">Calls of benign scenarios are legitimate; a call of an attack scenario is adversarial when, alone, it satisfies the injection task's argument-level predicate.</p>${rocSection(data)}`;
  return sitePage({ title: 'Judges', depth: 0, current: 'judges', body });
}
