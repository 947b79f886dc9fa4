import { describe, expect, it } from 'vitest';
import { GRANT_POLICIES, type CapabilitySet } from '../../../src/harness/capabilities.ts';
import type { Mediator } from '../../../src/harness/chokepoint.ts';
import { suiteChokepoint } from '../../../src/harness/run/mediation.ts';
import { miniBenchmark, miniScenarios } from './mini.ts';

describe('suiteChokepoint', () => {
  it.each(GRANT_POLICIES)('grants each user task once under %s: its scenarios share one frozen capability set', async (policy) => {
    const fixture = (await miniBenchmark()).suites[0].fixture;
    const seen: CapabilitySet[] = [];
    const recorder: Mediator = {
      name: 'recorder',
      decide: (_call, context) => {
        seen.push(context.capabilities);
        return { by: 'recorder', allowed: true, reason: 'recorded' };
      },
    };
    const factory = suiteChokepoint(fixture, [recorder], policy);
    const scenarios = await miniScenarios();
    const byTask = new Map<string, CapabilitySet>();
    // Each task's own first reference call: the gate lets it through under every policy, so the recorder sees the grants.
    for (const scenario of [...scenarios, ...scenarios].filter((s) => (s.userTask.reference ?? []).length > 0)) {
      seen.length = 0;
      const [call] = scenario.userTask.reference;
      await factory(scenario)({ tool: call.tool, args: structuredClone(call.args) }, []);
      expect(seen).toHaveLength(1);
      const granted = byTask.get(scenario.userTask.id);
      if (granted) expect(seen[0]).toBe(granted);
      else byTask.set(scenario.userTask.id, seen[0]);
    }
    expect(byTask.size).toBeGreaterThan(1);
    for (const set of byTask.values()) expect(Object.isFrozen(set) && Object.isFrozen(set.grants)).toBe(true);
  });
});
