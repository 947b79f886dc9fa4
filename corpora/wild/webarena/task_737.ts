// Source: web-arena-x/webarena, config_files/test.raw.json task 737 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, evaluateLocator, exactMatch, MAP, mustInclude, unescapeHtml } from './helpers.ts';

const ROUTE_FROM = 'document.querySelector(\'[name="route_from"\').value';
const ROUTE_TO = 'document.querySelector(\'[name="route_to"\').value';
const ENGINE = 'document.querySelector("div#content select.routing_engines").selectedIndex';

function includesAll(required: readonly string[], selectedElement: string): number {
  let score = 1;
  for (const content of required) {
    const contentOr = content.split(' |OR| ');
    score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
  }
  return score;
}

export default defineUserTask({
  id: 'task_737',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Show me the way from Carnegie Mellon University to the home stadium of Philadelphia 76ers ',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${MAP}/directions` }),
    externalCall('type', { element: 'From', text: 'Carnegie Mellon University, Pittsburgh' }),
    externalCall('type', { element: 'To', text: 'Wells Fargo Center, South Philadelphia Sports Complex' }),
    externalCall('select_option', { element: 'routing engine', option: 'Car (OSRM)' }),
    externalCall('click', { element: 'Go' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const pageUrl = currentUrl(post);
    let score = 1;
    score *= includesAll(
      ['Carnegie Mellon University', 'Pittsburgh'],
      unescapeHtml(evaluateLocator(post, pageUrl, ROUTE_FROM)),
    );
    score *= includesAll(
      ['Wells Fargo Center', 'South Philadelphia Sports Complex'],
      unescapeHtml(evaluateLocator(post, pageUrl, ROUTE_TO)),
    );
    score *= exactMatch('1', unescapeHtml(evaluateLocator(post, pageUrl, ENGINE)));
    return score === 1;
  },
});
