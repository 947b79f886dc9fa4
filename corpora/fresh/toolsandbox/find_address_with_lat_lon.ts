// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "find_address_with_lat_lon" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'execution_environment',
            recipient: 'agent',
            tool_trace: JSON.stringify({ tool_name: 'search_lat_lon', arguments: { latitude: 37.334606, longitude: -122.009102 } }),
          },
        ],
      },
    ],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'agent',
            recipient: 'user',
            content:
              'The address for lattitude: 37.334606, longitude: -122.009102 is Apple Park 1 Apple Park Way Cupertino, CA 95014 United States',
          },
        ],
      },
    ],
  },
];

export default defineUserTask({
  id: 'find_address_with_lat_lon',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'What is the address of lattitude: 37.334606, longitude: -122.009102',
  requiredTools: [],
  reference: [externalCall('search_lat_lon', { latitude: 37.334606, longitude: -122.009102 })],
  referenceAnswer: 'The address for lattitude: 37.334606, longitude: -122.009102 is Apple Park 1 Apple Park Way Cupertino, CA 95014 United States',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
