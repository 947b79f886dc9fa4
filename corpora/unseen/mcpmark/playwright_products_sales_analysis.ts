// Source: eval-sys/mcpmark, tasks/playwright_webarena/easy/shopping_admin/products_sales_analysis/verify.py (verify, get_model_response, parse_answer_format, load_expected_answer, compare_answers) and its label.txt, commit 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a
import { defineUserTask, externalCall } from 'chokepoint';
import { getModelResponse, pySplit } from './helpers.ts';

const LABEL_TXT = `YogaProducts|171
WH11Price|$54.00
ZeroQuantityProducts|150
LowestProduct|Sprite Stasis Ball 55 cm foot:5
QuestLumaflexQuantity|6
DashboardRevenue|$0.00
PendingOrders|10
GraceNguyenOrderID|000000189`;

/** str.rsplit(sep, 1) */
function rsplitOnce(text: string, sep: string): [string, string] {
  const at = text.lastIndexOf(sep);
  return [text.slice(0, at), text.slice(at + sep.length)];
}

function parseAnswerFormat(text: string | null): Record<string, string> | null {
  if (!text) return null;
  const match = /<answer>(.*?)<\/answer>/is.exec(text);
  if (!match) return null;
  const answerContent = match[1].trim();
  if (!answerContent) return null;

  const result: Record<string, string> = {};
  const lines = answerContent
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.trim());
  if (lines.length !== 8) return null;

  const expectedKeys = [
    'YogaProducts',
    'WH11Price',
    'ZeroQuantityProducts',
    'LowestProduct',
    'QuestLumaflexQuantity',
    'DashboardRevenue',
    'PendingOrders',
    'GraceNguyenOrderID',
  ];

  for (const line of lines) {
    if (!line.includes('|')) return null;
    const parts = pySplit(line, '|', 1);
    if (parts.length !== 2) return null;
    const key = parts[0].trim();
    const value = parts[1].trim();
    if (!key || !value) return null;
    result[key] = value;
  }

  const missingKeys = expectedKeys.filter((k) => !(k in result));
  if (missingKeys.length > 0) return null;
  return result;
}

function loadExpectedAnswer(labelText: string): Record<string, string> | null {
  try {
    const lines = labelText.trim().split('\n');
    const expected: Record<string, string> = {};
    for (const line of lines) {
      if (line.includes('|')) {
        const [key, value] = pySplit(line, '|', 1);
        expected[key.trim()] = value.trim();
      }
    }
    return expected;
  } catch {
    return null;
  }
}

function compareAnswers(modelAnswer: Record<string, string> | null, expectedAnswer: Record<string, string> | null): boolean {
  if (!modelAnswer || !expectedAnswer) return false;
  const mismatches: string[] = [];
  for (const [key, expectedValue] of Object.entries(expectedAnswer)) {
    const modelValue = modelAnswer[key] ?? '';
    if (key === 'LowestProduct') {
      if (expectedValue.includes(':') && modelValue.includes(':')) {
        const [expectedName, expectedQty] = rsplitOnce(expectedValue, ':');
        const [modelName, modelQty] = rsplitOnce(modelValue, ':');
        if (expectedName !== modelName || expectedQty !== modelQty) mismatches.push(`${key}: expected '${expectedValue}', got '${modelValue}'`);
      } else if (expectedValue !== modelValue) {
        mismatches.push(`${key}: expected '${expectedValue}', got '${modelValue}'`);
      }
    } else if (['WH11Price', 'DashboardRevenue'].includes(key)) {
      const expectedClean = expectedValue.replace(/\$/g, '').replace(/,/g, '');
      const modelClean = modelValue.replace(/\$/g, '').replace(/,/g, '');
      if (expectedClean !== modelClean) mismatches.push(`${key}: expected '${expectedValue}', got '${modelValue}'`);
    } else if (key === 'SarahMillerEmail') {
      if (modelValue.toLowerCase() !== expectedValue.toLowerCase()) mismatches.push(`${key}: expected '${expectedValue}', got '${modelValue}'`);
    } else if (modelValue !== expectedValue) {
      mismatches.push(`${key}: expected '${expectedValue}', got '${modelValue}'`);
    }
  }
  if (mismatches.length > 0) return false;
  return true;
}

export default defineUserTask({
  id: 'playwright_products_sales_analysis',
  suite: 'mcpmark',
  version: '1.0.0',
  prompt:
    "In the Magento admin (admin / admin1234): count the products whose name contains Yoga, copy the price of SKU WH11, count the products with quantity 0.0000; on the Dashboard record the lowest-priced bestseller as name:quantity, the quantity of Quest Lumaflex™ Band and the Revenue KPI; count the Pending orders and find Grace Nguyen's most expensive Complete order. Return <answer> with the lines YogaProducts|count, WH11Price|price, ZeroQuantityProducts|count, LowestProduct|name:quantity, QuestLumaflexQuantity|quantity, DashboardRevenue|amount, PendingOrders|count, GraceNguyenOrderID|orderid </answer>. Example output: <answer> YogaProducts|XX WH11Price|$XX.XX ZeroQuantityProducts|XX LowestProduct|Product Name Here:XX QuestLumaflexQuantity|XX DashboardRevenue|$XX.XX SarahMillerEmail|email@example.com TotalCustomers|XX PendingOrders|X GraceNguyenOrderID|00000XXXX </answer>",
  requiredTools: [],
  reference: [
    externalCall('browser_navigate', { url: 'http://localhost:7780/admin/catalog/product/' }),
    externalCall('browser_navigate', { url: 'http://localhost:7780/admin/admin/dashboard/' }),
    externalCall('browser_navigate', { url: 'http://localhost:7780/admin/sales/order/' }),
  ],
  referenceAnswer: `<answer>\n${LABEL_TXT}\n</answer>`,
  utility: ({ output }) => {
    const expectedAnswer = loadExpectedAnswer(LABEL_TXT);
    if (!expectedAnswer) return false;
    const modelResponse = getModelResponse(output);
    if (modelResponse) {
      const modelAnswer = parseAnswerFormat(modelResponse);
      if (modelAnswer) {
        const answerMatch = compareAnswers(modelAnswer, expectedAnswer);
        if (!answerMatch) return false;
        return true;
      }
      return false;
    }
    return false;
  },
});
