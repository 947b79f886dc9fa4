// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's flights questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "Which airline operated the flight from JFK to LAX departing at 0715 on 2022-01-08?";
const KEY = "Delta Air Lines Inc.";

export default defineUserTask({
  id: 'tq_flight_airline',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "flights" }),
    externalCall('FilterDB', { argument: "Origin=JFK, Dest=LAX, CRSDepTime=715, FlightDate=2022-01-08" }),
    externalCall('GetValue', { argument: "Airline" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'flights'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
