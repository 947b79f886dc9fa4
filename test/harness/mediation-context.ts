import { capabilitiesForTask } from '../../src/harness/capabilities.ts';
import type { MediationContext } from '../../src/harness/chokepoint.ts';
import { BENCHMARK_REGISTRY } from '../../src/harness/gate.ts';

/** A user asking for a summary of one report, in the bundled benchmark's workspace: what mediators are consulted under. */
export const summaryContext: MediationContext = Object.freeze({
  prompt: 'Summarise /reports/q3.txt for me.',
  ownerEmail: 'dana.whitfield@northwind.test',
  registry: BENCHMARK_REGISTRY,
  capabilities: capabilitiesForTask({ requiredTools: [] }, 'workspace'),
  sqlSchema: {},
  history: [],
});

/** The call that user's task needs. */
export const readQ3 = { tool: 'read_file', args: { path: '/reports/q3.txt' } };
