// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with RecordHealthData.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what RecordHealthData.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "RecordHealthData",
  param_dict: {
    user_id: "u1042",
    time: "2023-03-20 08:00:00",
    health_data: [{ name: "blood_pressure", value: "120/80" }, { name: "heart_rate", value: "72" }],
  },
  result: {
    api_name: "RecordHealthData",
    input: {
      user_id: "u1042",
      time: "2023-03-20 08:00:00",
      health_data: [{ name: "blood_pressure", value: "120/80" }, { name: "heart_rate", value: "72" }],
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_record_health_data",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Record my health data for user ID u1042 at 2023-03-20 08:00:00: blood pressure 120/80 and heart rate 72.",
  requiredTools: [],
  reference: [externalCall("RecordHealthData", { user_id: "u1042", time: "2023-03-20 08:00:00", health_data: [{ name: "blood_pressure", value: "120/80" }, { name: "heart_rate", value: "72" }] })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "RecordHealthData"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
