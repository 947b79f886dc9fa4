// Source: TravelPlanner's evaluation (helpers.ts: constraintPasses and is_not_absent, from commonsense_constraint.py, hard_constraint.py and eval.py; commit there): the commonsense constraint's entry in the micro pass rate. The query, the sandbox data and the plan are ours, in TravelPlanner's form (sole-planning: the agent's answer is the plan)
import { defineUserTask } from 'chokepoint';
import { constraintPasses, is_not_absent, type Query } from './helpers.ts';

const QUERY: Query = {
  org: 'Denver',
  dest: 'Texas',
  days: 5,
  visiting_city_number: 2,
  people_number: 1,
  budget: 2000,
  local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: null },
};

export default defineUserTask({
  id: 'tp_cs_complete_information',
  suite: 'travelplanner',
  version: '1.0.0',
  prompt: "Can you create a travel plan for 1 person departing from Denver and visiting 2 cities in Texas over 5 days, from March 20th to March 24th, 2022? The budget is $2,000. The sandbox information is provided; give the plan as a JSON list of days.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "[{\"days\": 1, \"current_city\": \"from Denver to Austin\", \"transportation\": \"Flight Number: F1024411, from Denver to Austin, Departure Time: 07:00, Arrival Time: 10:05\", \"breakfast\": \"-\", \"attraction\": \"Texas State Capitol, Austin;\", \"lunch\": \"Veracruz All Natural, Austin\", \"dinner\": \"Franklin Barbecue, Austin\", \"accommodation\": \"Hill Country Casita, Austin\"}, {\"days\": 2, \"current_city\": \"Austin\", \"transportation\": \"-\", \"breakfast\": \"Kerbey Lane Cafe, Austin\", \"attraction\": \"Barton Springs Pool, Austin;\", \"lunch\": \"Torchy's Tacos, Austin\", \"dinner\": \"Uchi, Austin\", \"accommodation\": \"Hill Country Casita, Austin\"}, {\"days\": 3, \"current_city\": \"from Austin to San Antonio\", \"transportation\": \"Taxi, from Austin to San Antonio, duration: 1 hour 20 mins, distance: 129 km, cost: 129\", \"breakfast\": \"Suerte, Austin\", \"attraction\": \"The Alamo, San Antonio;\", \"lunch\": \"Mi Tierra Cafe, San Antonio\", \"dinner\": \"Supper, San Antonio\", \"accommodation\": \"Riverwalk Suite, San Antonio\"}, {\"days\": 4, \"current_city\": \"San Antonio\", \"transportation\": \"-\", \"breakfast\": \"Austin Java, San Antonio\", \"attraction\": \"San Antonio River Walk, San Antonio;\", \"lunch\": \"Cured, San Antonio\", \"dinner\": \"Rosario's, San Antonio\", \"accommodation\": \"Riverwalk Suite, San Antonio\"}, {\"days\": 5, \"current_city\": \"from San Antonio to Denver\", \"transportation\": \"Flight Number: F1024477, from San Antonio to Denver, Departure Time: 16:40, Arrival Time: 18:10\", \"breakfast\": \"-\", \"attraction\": \"-\", \"lunch\": \"-\", \"dinner\": \"-\", \"accommodation\": \"-\"}]",
  tags: ['travelplanner', 'cs'],
  utility: ({ output }) => constraintPasses(is_not_absent, QUERY, output),
});
