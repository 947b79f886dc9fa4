// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's flights questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What was the departure time of the UA5480 flight from ORD to HSV on 2022-07-06?";
const KEY = "18:50";

export default defineUserTask({
  id: 'tq_flight_dep_time',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "flights" }),
    externalCall('FilterDB', { argument: "Flight_Number_Marketing_Airline=5480, Origin=ORD, Dest=HSV, FlightDate=2022-07-06" }),
    externalCall('GetValue', { argument: "DepTime" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'flights'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
