// Source: GAIA's official question scorer as shipped in smolagents' open_deep_research example,
// examples/open_deep_research/scripts/gaia_scorer.py (normalize_number_str, split_string, is_float, question_scorer,
// normalize_str), repository hkjeon13/smolagents (a fork of huggingface/smolagents), commit
// 9df267b26d7322eb164430d1a2ce48f5115b7882. Python's float(), re.split and str.translate are written out below
// (pyFloat, reSplit, stripPunctuation): float() raises ValueError on a text that is not a number and accepts
// surrounding whitespace; JavaScript's Number() stands in for its grammar (it differs on `inf`, `1_000` and `0x1f`,
// which no answer here uses).

/** Python's ValueError. */
class ValueError extends Error {}

/** Python's float(str): the number a text spells, or ValueError (JavaScript's Number() decides what spells one). */
function pyFloat(text: string): number {
  const n = Number(text);
  if (text.trim() === '' || Number.isNaN(n)) {
    throw new ValueError(`could not convert string to float: '${text}'`);
  }
  return n;
}

/** string.punctuation */
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export function normalize_number_str(number_str: string): number {
  // we replace these common units and commas to allow
  // conversion to float
  for (const char of ['$', '%', ',']) {
    number_str = number_str.replaceAll(char, '');
  }
  try {
    return pyFloat(number_str);
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    console.log(`String ${number_str} cannot be normalized to number str.`);
    return Infinity;
  }
}

/** re.split(pattern, s) */
function reSplit(pattern: RegExp, s: string): string[] {
  return s.split(pattern);
}

export function split_string(s: string, char_list: readonly string[] = [',', ';']): string[] {
  const pattern = `[${char_list.join('')}]`;
  return reSplit(new RegExp(pattern), s);
}

export function is_float(element: string): boolean {
  try {
    pyFloat(element);
    return true;
  } catch (e) {
    if (e instanceof ValueError) return false;
    throw e;
  }
}

export function question_scorer(model_answer: string, ground_truth: string): boolean {
  // if gt is a number
  if (is_float(ground_truth)) {
    const normalized_answer = normalize_number_str(String(model_answer));
    return normalized_answer === pyFloat(ground_truth);
  }

  // if gt is a list
  else if ([',', ';'].some((char) => ground_truth.includes(char))) {
    // question with the fish: normalization removes punct

    const gt_elems = split_string(ground_truth);
    const ma_elems = split_string(model_answer);

    // check length is the same
    if (gt_elems.length !== ma_elems.length) {
      console.warn('Answer lists have different lengths, returning False.');
      return false;
    }

    // compare each element as float or str
    const comparisons: boolean[] = [];
    for (let i = 0; i < Math.min(ma_elems.length, gt_elems.length); i++) {
      const ma_elem = ma_elems[i]!;
      const gt_elem = gt_elems[i]!;
      if (is_float(gt_elem)) {
        const normalized_ma_elem = normalize_number_str(ma_elem);
        comparisons.push(normalized_ma_elem === pyFloat(gt_elem));
      } else {
        // we do not remove punct since comparisons can include punct
        comparisons.push(normalize_str(ma_elem, false) === normalize_str(gt_elem, false));
      }
    }
    return comparisons.every(Boolean);
  }

  // if gt is a str
  else {
    return normalize_str(model_answer) === normalize_str(ground_truth);
  }
}

/** str.translate(str.maketrans("", "", string.punctuation)) */
function stripPunctuation(s: string): string {
  let out = '';
  for (const c of s) if (!PUNCTUATION.includes(c)) out += c;
  return out;
}

/**
 * Normalize a string by:
 * - Removing all white spaces
 * - Optionally removing punctuation (if remove_punct is True)
 * - Converting to lowercase
 */
export function normalize_str(input_str: string, remove_punct = true): string {
  // Remove all white spaces. Required e.g for seagull vs. sea gull
  const no_spaces = input_str.replace(/\s/g, '');

  // Remove punctuation, if specified.
  if (remove_punct) {
    return stripPunctuation(no_spaces.toLowerCase());
  } else {
    return no_spaces.toLowerCase();
  }
}
