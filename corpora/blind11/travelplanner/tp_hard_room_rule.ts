// Source: TravelPlanner's evaluation (helpers.ts: hardConstraintPasses and is_valid_room_rule, from commonsense_constraint.py, hard_constraint.py and eval.py; commit there): the hard constraint's entry in the micro pass rate (evaluated for a complete plan within the sandbox). The query, the sandbox data and the plan are ours, in TravelPlanner's form (sole-planning: the agent's answer is the plan)
import { defineUserTask } from 'chokepoint';
import { hardConstraintPasses, is_valid_room_rule, type Query } from './helpers.ts';

const QUERY: Query = {
  org: 'Seattle',
  dest: 'Portland',
  days: 3,
  visiting_city_number: 1,
  people_number: 2,
  budget: 1800,
  local_constraint: { 'house rule': "smoking", cuisine: null, 'room type': null, transportation: null },
};

export default defineUserTask({
  id: 'tp_hard_room_rule',
  suite: 'travelplanner',
  version: '1.0.0',
  prompt: "Please help me plan a trip from Seattle to Portland spanning 3 days from March 14th to March 16th, 2022, for 2 people. The budget for this trip is set at $1,800. We need a place where smoking is allowed. The sandbox information is provided; give the plan as a JSON list of days.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "[{\"days\": 1, \"current_city\": \"from Seattle to Portland\", \"transportation\": \"Flight Number: F3571234, from Seattle to Portland, Departure Time: 08:10, Arrival Time: 09:05\", \"breakfast\": \"-\", \"attraction\": \"Powell's City of Books, Portland;International Rose Test Garden, Portland;\", \"lunch\": \"Lardo, Portland\", \"dinner\": \"Pok Pok, Portland\", \"accommodation\": \"Sunny Room near Alberta Arts, Portland\"}, {\"days\": 2, \"current_city\": \"Portland\", \"transportation\": \"-\", \"breakfast\": \"Blue Star Donuts, Portland\", \"attraction\": \"Portland Japanese Garden, Portland;Pittock Mansion, Portland;\", \"lunch\": \"Screen Door, Portland\", \"dinner\": \"Tasty n Alder, Portland\", \"accommodation\": \"Sunny Room near Alberta Arts, Portland\"}, {\"days\": 3, \"current_city\": \"from Portland to Seattle\", \"transportation\": \"Flight Number: F3571290, from Portland to Seattle, Departure Time: 18:20, Arrival Time: 19:17\", \"breakfast\": \"Mother's Bistro, Portland\", \"attraction\": \"-\", \"lunch\": \"-\", \"dinner\": \"-\", \"accommodation\": \"-\"}]",
  tags: ['travelplanner', 'hard'],
  utility: ({ output }) => hardConstraintPasses(is_valid_room_rule, QUERY, output),
});
