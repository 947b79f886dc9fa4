// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's flights questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "How many minutes was the DL1082 flight from ATL to MCO delayed on arrival on 2022-03-14?";
const KEY = "27";

export default defineUserTask({
  id: 'tq_flight_arr_delay',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "flights" }),
    externalCall('FilterDB', { argument: "Flight_Number_Marketing_Airline=1082, Origin=ATL, Dest=MCO, FlightDate=2022-03-14" }),
    externalCall('GetValue', { argument: "ArrDelayMinutes" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'flights'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
