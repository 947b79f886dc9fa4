import type { ReferenceCall } from '../../contract/index.ts';
import { capabilitiesForTask } from '../capabilities.ts';
import { authorizeCall, BENCHMARK_REGISTRY } from '../gate.ts';
import { describeCall, failureFor, injectionTaskUses, userTaskUses } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure, TaskUse } from './types.ts';

const WORKSPACE = capabilitiesForTask({ requiredTools: [] }, 'workspace');

/**
 * Every reference call (user and injection tasks) would pass the host gate inside the workspace:
 * a registered tool, exactly its arguments with exact types, a resource inside the sandbox.
 */
export const referenceCalls: FeasibilityCheck = {
  id: 'reference-calls',
  description: 'every reference call names a registered tool with schema-valid arguments inside the workspace',
  async run(input) {
    const fail = failureFor('reference-calls', input);
    const check = (use: TaskUse<{ readonly id: string; readonly reference: readonly ReferenceCall[] }>): FeasibilityFailure[] =>
      use.task.reference.flatMap((call, i) => {
        const decision = authorizeCall(call.tool, call.args, BENCHMARK_REGISTRY, WORKSPACE);
        if (decision.allowed) return [];
        const message = `${use.task.id} reference call #${i} ${describeCall(call)} would be refused by the gate: ${decision.reason} (${decision.detail})`;
        return use.scenarios.map((scenario) => fail(scenario, message));
      });
    return [...userTaskUses(input.scenarios).flatMap(check), ...injectionTaskUses(input.scenarios).flatMap(check)];
  },
};
