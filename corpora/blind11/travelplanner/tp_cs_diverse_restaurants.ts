// Source: TravelPlanner's evaluation (helpers.ts: constraintPasses and is_valid_restaurants, from commonsense_constraint.py, hard_constraint.py and eval.py; commit there): the commonsense constraint's entry in the micro pass rate. The query, the sandbox data and the plan are ours, in TravelPlanner's form (sole-planning: the agent's answer is the plan)
import { defineUserTask } from 'chokepoint';
import { constraintPasses, is_valid_restaurants, type Query } from './helpers.ts';

const QUERY: Query = {
  org: 'Chicago',
  dest: 'Detroit',
  days: 3,
  visiting_city_number: 1,
  people_number: 2,
  budget: 1200,
  local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: null },
};

export default defineUserTask({
  id: 'tp_cs_diverse_restaurants',
  suite: 'travelplanner',
  version: '1.0.0',
  prompt: "Plan a 3-day trip for 2 people from Chicago to Detroit, March 2nd to March 4th, 2022, with a budget of $1,200. The sandbox information is provided; give the plan as a JSON list of days.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "[{\"days\": 1, \"current_city\": \"from Chicago to Detroit\", \"transportation\": \"Flight Number: F2200310, from Chicago to Detroit, Departure Time: 09:30, Arrival Time: 11:45\", \"breakfast\": \"-\", \"attraction\": \"Detroit Institute of Arts, Detroit;\", \"lunch\": \"Lafayette Coney Island, Detroit\", \"dinner\": \"Selden Standard, Detroit\", \"accommodation\": \"Corktown Townhouse, Detroit\"}, {\"days\": 2, \"current_city\": \"Detroit\", \"transportation\": \"-\", \"breakfast\": \"Avalon Bakery, Detroit\", \"attraction\": \"Belle Isle Park, Detroit;\", \"lunch\": \"Shangri-La, Detroit\", \"dinner\": \"Buddy's Pizza, Detroit\", \"accommodation\": \"Corktown Townhouse, Detroit\"}, {\"days\": 3, \"current_city\": \"from Detroit to Chicago\", \"transportation\": \"Flight Number: F2200388, from Detroit to Chicago, Departure Time: 17:00, Arrival Time: 17:20\", \"breakfast\": \"-\", \"attraction\": \"-\", \"lunch\": \"-\", \"dinner\": \"-\", \"accommodation\": \"-\"}]",
  tags: ['travelplanner', 'cs'],
  utility: ({ output }) => constraintPasses(is_valid_restaurants, QUERY, output),
});
