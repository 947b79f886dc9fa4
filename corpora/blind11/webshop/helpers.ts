// Source: WebShop (princeton-nlp/WebShop) at commit 64fa2a5c15c7daa698b9ac93f5bb5437b634c9bd (the stored snapshot's
// head, "Update README.md"): the reward of a purchase, web_agent_site/engine/goal.py (get_type_reward,
// get_attribute_reward, get_option_reward, get_reward), web_agent_site/engine/normalize.py (COLOR_SET,
// normalize_color), and web_agent_site/envs/web_agent_text_env.py (SimServer.done: the reward of the session's product
// and options when "buy now" is clicked; SimServer.receive: no reward before). thefuzz's token_set_ratio (rapidfuzz
// with thefuzz's default processing and rounding) is written out; spaCy's part-of-speech tagger is not kept (see README).
import type { Snapshot } from 'chokepoint';

/** One product of the catalogue, as product_item_dict holds it. */
export interface Product {
  readonly asin: string;
  readonly query: string;
  readonly name: string;
  readonly product_category: string;
  readonly Title: string;
  readonly BulletPoints: readonly string[];
  readonly Description: string;
  readonly Attributes: readonly string[];
}

/** One goal, as get_human_goals builds it from an instruction of the product file. */
export interface Goal {
  readonly asin: string;
  readonly query: string;
  readonly name: string;
  readonly product_category: string;
  readonly instruction_text: string;
  readonly attributes: readonly string[];
  readonly price_upper: number;
  readonly goal_options: readonly string[] | Readonly<Record<string, string>>;
}

// ---- web_agent_site/engine/normalize.py ----

const COLOR_SET = [
  'alabaster', 'apricot', 'aqua', 'ash', 'asphalt', 'azure',
  'banana', 'beige', 'black', 'blue', 'blush', 'bordeaux', 'bronze',
  'brown', 'burgundy', 'camel', 'camo', 'caramel', 'champagne',
  'charcoal', 'cheetah', 'chestnut', 'chocolate', 'christmas', 'coffee',
  'cognac', 'copper', 'coral', 'cranberry', 'cream', 'crystal', 'dark',
  'denim', 'eggplant', 'elephant', 'espresso', 'fuchsia', 'gold', 'granite',
  'grape', 'graphite', 'grass', 'gray', 'green', 'grey', 'heather', 'indigo',
  'ivory', 'ivy', 'khaki', 'lavender', 'lemon', 'leopard', 'light', 'lilac',
  'lime', 'magenta', 'maroon', 'mauve', 'merlot', 'midnight', 'mint', 'mocha',
  'multicolor', 'mushroom', 'mustard', 'natural', 'navy', 'nude', 'olive',
  'orange', 'peach', 'pewter', 'pink', 'plum', 'purple', 'rainbow', 'red',
  'rose', 'royal', 'rust', 'sand', 'sapphire', 'seashell', 'silver', 'skull',
  'slate', 'steel', 'stone', 'stonewash', 'sunflower', 'tan', 'taupe', 'teal',
  'tiger', 'turquoise', 'violet', 'walnut', 'wheat', 'white', 'wine', 'yellow',
];

/** Extracts the first color found if exists. */
function normalize_color(color_string: string): string {
  for (const norm_color of COLOR_SET) {
    if (color_string.includes(norm_color)) return norm_color;
  }
  return color_string;
}

// ---- thefuzz.fuzz.token_set_ratio (rapidfuzz's algorithm, thefuzz's processing and rounding) ----

/** utils.default_process: lower case, every non-alphanumeric character a space, trimmed. */
function default_process(s: string): string {
  return s.replace(/[^A-Za-z0-9]/g, ' ').toLowerCase().trim();
}

/** Length of the longest common subsequence, the indel distance's core. */
function lcs_length(a: string, b: string): number {
  let previous: number[] = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? (previous[j - 1] as number) + 1 : Math.max(previous[j] as number, current[j - 1] as number);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

function indel_distance(a: string, b: string): number {
  return a.length + b.length - 2 * lcs_length(a, b);
}

function norm_distance(dist: number, lensum: number): number {
  return lensum > 0 ? 100 - (100 * dist) / lensum : 100;
}

/** Python's round(): halves to even. */
function py_round(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

function token_set_ratio(s1: string, s2: string): number {
  const p1 = default_process(s1);
  const p2 = default_process(s2);
  if (p1 === '' || p2 === '') return 0;
  const tokens_a = new Set(p1.split(/\s+/));
  const tokens_b = new Set(p2.split(/\s+/));
  const intersect = [...tokens_a].filter((t) => tokens_b.has(t)).sort();
  const diff_ab = [...tokens_a].filter((t) => !tokens_b.has(t)).sort();
  const diff_ba = [...tokens_b].filter((t) => !tokens_a.has(t)).sort();
  // one set inside the other: a perfect score
  if (intersect.length > 0 && (diff_ab.length === 0 || diff_ba.length === 0)) return 100;
  const diff_ab_joined = diff_ab.join(' ');
  const diff_ba_joined = diff_ba.join(' ');
  const sect_len = intersect.join(' ').length;
  const sect_ab_len = sect_len + (sect_len !== 0 ? 1 : 0) + diff_ab_joined.length;
  const sect_ba_len = sect_len + (sect_len !== 0 ? 1 : 0) + diff_ba_joined.length;
  const dist = indel_distance(diff_ab_joined, diff_ba_joined);
  let result = norm_distance(dist, sect_ab_len + sect_ba_len);
  if (sect_len !== 0) {
    const sect_ab_dist = 1 + diff_ab_joined.length;
    const sect_ba_dist = 1 + diff_ba_joined.length;
    result = Math.max(result, norm_distance(sect_ab_dist, sect_len + sect_ab_len), norm_distance(sect_ba_dist, sect_len + sect_ba_len));
  }
  return py_round(result);
}

const fuzz = { token_set_ratio };

// ---- spaCy, as far as get_type_reward uses it (see README: a lexicon stands in for the tagger) ----

const NOUNS = new Set([
  'shampoo', 'conditioner', 'hair', 'oil', 'serum', 'lotion', 'cream', 'soap', 'toothpaste', 'brush', 'toothbrush',
  'tea', 'coffee', 'snack', 'chips', 'cookies', 'bar', 'bars', 'jerky', 'nuts', 'almonds', 'candy', 'chocolate',
  'shirt', 't-shirt', 'shoes', 'sneakers', 'boots', 'jeans', 'pants', 'dress', 'jacket', 'hoodie', 'socks', 'leggings',
  'pillow', 'blanket', 'sheet', 'sheets', 'curtains', 'lamp', 'chair', 'table', 'desk', 'rug', 'mattress', 'towel',
  'headphones', 'earbuds', 'charger', 'cable', 'speaker', 'case', 'mouse', 'keyboard', 'stand', 'mount', 'light',
  'bottle', 'mug', 'blender', 'kettle', 'pan', 'knife', 'set', 'pack', 'wig', 'extensions', 'mask', 'gloves',
]);

interface Token {
  readonly text: string;
  readonly pos_: string;
}

function nlp(text: string): Token[] {
  return text
    .split(/[^A-Za-z0-9'-]+/)
    .filter((t) => t !== '')
    .map((t) => ({ text: t, pos_: NOUNS.has(t.toLowerCase()) ? 'NOUN' : /^\d/.test(t) ? 'NUM' : 'ADJ' }));
}

// ---- web_agent_site/engine/goal.py ----

const EXACT_MATCH_OPTS = ['size'];

interface TypeReward {
  r_type: number;
  query_match: boolean;
  category_match: boolean;
  title_score: number;
}

/** Determines the type reward - captures whether chosen product is in the same category. */
function get_type_reward(purchased_product: Product, goal: Goal): TypeReward {
  const query_match = purchased_product.query === goal.query;

  // Check number of unique categories that match, ignoring order
  const purchased_product_category = purchased_product.product_category.split('›').map((x) => x.trim());
  const goal_product_category = goal.product_category.split('›').map((x) => x.trim());
  const goal_category_set = new Set(goal_product_category);
  const category_match = new Set(purchased_product_category.filter((c) => goal_category_set.has(c))).size >= 2;

  // Determine whether types align based on product name similarity
  const purchased_type = purchased_product.name;
  const desired_type = goal.name;

  const purchased_type_parse = nlp(purchased_type)
    .filter((t) => ['PNOUN', 'NOUN', 'PROPN'].includes(t.pos_))
    .map((t) => t.text.toLowerCase());
  const desired_type_parse = nlp(desired_type)
    .filter((t) => ['PNOUN', 'NOUN', 'PROPN'].includes(t.pos_))
    .map((t) => t.text.toLowerCase());

  const purchased_set = new Set(purchased_type_parse);
  const n_intersect_type = new Set(desired_type_parse.filter((t) => purchased_set.has(t))).size;
  let title_score: number;
  if (desired_type_parse.length === 0) {
    title_score = 0.2;
  } else {
    title_score = n_intersect_type / desired_type_parse.length;
  }

  let r_type = 1.0;

  // Adjust r_type score based on query, category title matching/scores
  const match = query_match || category_match || title_score > 0.2;
  if (!match) {
    r_type = 0.5;
  }

  if (title_score < 0.1) {
    r_type = 0.1;
  }

  if (title_score === 0.0) {
    r_type = 0.0;
  }

  return { r_type, query_match, category_match, title_score };
}

/** Determines whether purchased products shares same attributes as goal. */
function get_attribute_reward(purchased_product: Product, goal: Goal): [number, number] {
  const purchased_attrs = purchased_product.Attributes;
  const goal_attrs = goal.attributes;

  let num_attr_matches = 0;
  for (const g_attr of goal_attrs) {
    let matched = false;
    // Check whether goal attribute found in purchased product attribute list
    for (const p_attr of purchased_attrs) {
      const score = fuzz.token_set_ratio(p_attr, g_attr);
      if (score > 85) {
        num_attr_matches += 1;
        matched = true;
        break;
      }
    }
    // If not in purchased attrs, check Title, Bullet Points (Features), Desc
    if (
      !matched &&
      (purchased_product.Title.toLowerCase().includes(g_attr) ||
        purchased_product.BulletPoints.join(' ').toLowerCase().includes(g_attr) ||
        purchased_product.Description.toLowerCase().includes(g_attr))
    ) {
      num_attr_matches += 1;
      matched = true;
    }
  }

  const r_attr = num_attr_matches / goal_attrs.length;
  return [r_attr, num_attr_matches];
}

/** Calculate reward for purchased product's options w.r.t. goal options. */
function get_option_reward(
  purchased_product: Product,
  goal_options_in: readonly string[],
  purchased_options_in: Readonly<Record<string, string>>,
): [number | null, number] {
  const purchased_options: Record<string, string> = Object.fromEntries(
    Object.entries(purchased_options_in).map(([k, v]) => [k, normalize_color(v)]),
  );
  const goal_options = goal_options_in.map((o) => normalize_color(o));

  let num_option_matches = 0;
  for (const [p_option_k, p_option_v] of Object.entries(purchased_options)) {
    let matched = false;

    // Perform matching of each purchased option against each goal option
    if (EXACT_MATCH_OPTS.includes(p_option_k.toLowerCase())) {
      // Exact Matching
      if (goal_options.includes(p_option_v)) {
        num_option_matches += 1;
        matched = true;
      }
    } else {
      // Fuzzy Matching
      for (const g_option of goal_options) {
        const score = fuzz.token_set_ratio(g_option, p_option_v);
        if (score > 85) {
          num_option_matches += 1;
          matched = true;
          break;
        }
      }
    }

    // Look for option in other components
    if (
      !matched &&
      (purchased_product.Title.toLowerCase().includes(p_option_v) ||
        purchased_product.BulletPoints.join(' ').toLowerCase().includes(p_option_v) ||
        purchased_product.Description.toLowerCase().includes(p_option_v))
    ) {
      num_option_matches += 1;
    }
  }

  // Calculate option reward as fraction of goal options hit
  const r_option = goal_options.length > 0 ? num_option_matches / goal_options.length : null;
  return [r_option, num_option_matches];
}

/** Get cumulative reward score for purchased product and goal (verbose, as SimServer.done calls it). */
function get_reward(
  purchased_product: Product,
  goal: Goal,
  price: number,
  options: Readonly<Record<string, string>>,
): [number, Record<string, number | boolean>] {
  const r_type_dict = get_type_reward(purchased_product, goal);

  const r_price = goal.price_upper > 0 ? price <= goal.price_upper : null;

  const [r_att, num_attr_matches] = get_attribute_reward(purchased_product, goal);

  const goal_option_values: readonly string[] = Array.isArray(goal.goal_options)
    ? (goal.goal_options as readonly string[])
    : Object.values(goal.goal_options as Readonly<Record<string, string>>);
  const [r_option, num_option_matches] = get_option_reward(purchased_product, goal_option_values, options);

  const n_goal_options = Array.isArray(goal.goal_options) ? goal.goal_options.length : Object.keys(goal.goal_options).length;
  let total_reward = (num_attr_matches + num_option_matches + Number(r_price)) / (goal.attributes.length + n_goal_options + 1);

  total_reward *= r_type_dict.r_type;

  const info: Record<string, number | boolean> = {
    r_type: r_type_dict.r_type,
    r_att,
    w_att: goal.attributes.length / (goal.attributes.length + n_goal_options + 1),
    query_match: r_type_dict.query_match,
    category_match: r_type_dict.category_match,
    title_score: r_type_dict.title_score,
  };
  if (r_option !== null) {
    info['r_option'] = r_option;
    info['w_option'] = n_goal_options / (goal.attributes.length + n_goal_options + 1);
  }
  if (r_price !== null) {
    info['r_price'] = r_price;
    info['w_price'] = 1 / (goal.attributes.length + n_goal_options + 1);
  }
  return [total_reward, info];
}

// ---- web_agent_site/envs/web_agent_text_env.py, SimServer ----

/**
 * The episode's reward: 0 until the agent clicks "buy now" (receive's status), then get_reward of the session's
 * product (product_item_dict[session["asin"]]), its price (product_prices) and the options the agent clicked
 * (session["options"]). The session is the state the agent's clicks leave: post.tables.session, one row.
 */
export function purchaseReward(
  post: Snapshot,
  goal: Goal,
  product_item_dict: Readonly<Record<string, Product>>,
  product_prices: Readonly<Record<string, number>>,
): number {
  const session = post.tables['session']?.[0];
  if (session === undefined || !session['done']) return 0;
  const asin = String(session['asin']);
  const purchased_product = product_item_dict[asin] as Product;
  const price = product_prices[asin] as number;
  const options = JSON.parse(String(session['options'])) as Record<string, string>;
  const [reward] = get_reward(purchased_product, goal, price, options);
  return reward;
}
