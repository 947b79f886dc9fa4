// Source: TravelPlanner's evaluation (helpers.ts: hardConstraintPasses and valid_transportation, from commonsense_constraint.py, hard_constraint.py and eval.py; commit there): the hard constraint's entry in the micro pass rate (evaluated for a complete plan within the sandbox). The query, the sandbox data and the plan are ours, in TravelPlanner's form (sole-planning: the agent's answer is the plan)
import { defineUserTask } from 'chokepoint';
import { hardConstraintPasses, valid_transportation, type Query } from './helpers.ts';

const QUERY: Query = {
  org: 'Seattle',
  dest: 'Portland',
  days: 3,
  visiting_city_number: 1,
  people_number: 2,
  budget: 1800,
  local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: "no flight" },
};

export default defineUserTask({
  id: 'tp_hard_no_flight',
  suite: 'travelplanner',
  version: '1.0.0',
  prompt: "Please help me plan a trip from Seattle to Portland spanning 3 days from March 14th to March 16th, 2022, for 2 people. The budget for this trip is set at $1,800. We prefer not to fly. The sandbox information is provided; give the plan as a JSON list of days.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "[{\"days\": 1, \"current_city\": \"from Seattle to Portland\", \"transportation\": \"Self-driving, from Seattle to Portland, duration: 2 hours 55 mins, distance: 279 km, cost: 13\", \"breakfast\": \"-\", \"attraction\": \"Powell's City of Books, Portland;International Rose Test Garden, Portland;\", \"lunch\": \"Lardo, Portland\", \"dinner\": \"Pok Pok, Portland\", \"accommodation\": \"Cozy Loft in Pearl District, Portland\"}, {\"days\": 2, \"current_city\": \"Portland\", \"transportation\": \"-\", \"breakfast\": \"Blue Star Donuts, Portland\", \"attraction\": \"Portland Japanese Garden, Portland;Pittock Mansion, Portland;\", \"lunch\": \"Screen Door, Portland\", \"dinner\": \"Tasty n Alder, Portland\", \"accommodation\": \"Cozy Loft in Pearl District, Portland\"}, {\"days\": 3, \"current_city\": \"from Portland to Seattle\", \"transportation\": \"Self-driving, from Portland to Seattle, duration: 2 hours 57 mins, distance: 280 km, cost: 14\", \"breakfast\": \"Mother's Bistro, Portland\", \"attraction\": \"-\", \"lunch\": \"-\", \"dinner\": \"-\", \"accommodation\": \"-\"}]",
  tags: ['travelplanner', 'hard'],
  utility: ({ output }) => hardConstraintPasses(valid_transportation, QUERY, output),
});
