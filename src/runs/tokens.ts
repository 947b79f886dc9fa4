import type { ScenarioRecord, TokenCounts, TokenTotals } from '../contract/index.ts';

/** Tokens over every model response of `records`, as their endpoints reported them. */
export function tokenTotals(records: readonly ScenarioRecord[]): TokenTotals {
  let input = 0;
  let output = 0;
  let responses = 0;
  let unreported = 0;
  for (const record of records) {
    for (const event of record.events) {
      if (event.type !== 'model_response') continue;
      responses++;
      if (event.tokens === undefined) unreported++;
      else {
        input += event.tokens.input;
        output += event.tokens.output;
      }
    }
  }
  return { input, output, responses, unreported };
}

/** Prices in US dollars per million input and output tokens. */
export interface TokenPrice {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

/** Dollars for `tokens` at `price`. */
export function tokenCost(tokens: TokenCounts, price: TokenPrice): number {
  return (tokens.input * price.inputPerMillion + tokens.output * price.outputPerMillion) / 1_000_000;
}
