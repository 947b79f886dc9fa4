// Source: TravelPlanner (OSU-NLP-Group/TravelPlanner) at commit da7c1d41d51bf1d6e8592099bc109c9368b2dfe4: the
// commonsense constraints (evaluation/commonsense_constraint.py: count_consecutive_values, transportation_match,
// extract_from_to, is_valid_city_sequence, is_reasonable_visiting_city, is_valid_restaurants, is_valid_attractions,
// is_valid_transportation, is_valid_information_in_current_city, is_valid_information_in_sandbox,
// is_valid_accommodaton, is_valid_visiting_city_number, is_valid_days, is_not_absent, evaluation), the hard constraints
// (evaluation/hard_constraint.py: get_total_cost, is_valid_room_rule, is_valid_cuisine, is_valid_transportation,
// is_valid_room_type, evaluation), the helpers of utils/func.py (get_valid_name_city, extract_before_parenthesis),
// GoogleDistanceMatrix.run_for_evaluation (tools/googleDistanceMatrix/apis.py), and eval.py's eval_score: a constraint
// counts for the micro pass rate where it is True, a plan for the final pass rate where no commonsense constraint is
// False, the hard constraints were evaluated (the plan is complete and within the sandbox) and none is False.
import {
  ACCOMMODATIONS,
  ATTRACTIONS,
  CITY_STATE_MAP,
  DISTANCES,
  FLIGHTS,
  RESTAURANTS,
  type AccommodationRow,
  type RestaurantRow,
} from './database.ts';

/** One query of the data set (the fields the constraints read). */
export interface Query {
  readonly org: string;
  readonly dest: string;
  readonly days: number;
  readonly visiting_city_number: number;
  readonly people_number: number;
  readonly budget: number;
  readonly local_constraint: {
    readonly 'house rule': string | null;
    readonly cuisine: readonly string[] | null;
    readonly 'room type': string | null;
    readonly transportation: string | null;
  };
}

/** One day of a parsed plan. */
export type Unit = Readonly<Record<string, string | number>>;
export type Result = [boolean | null, string | null];
export type Constraint = (question: Query, tested_data: readonly Unit[]) => Result;

/** Python's unit[key]: a missing key raises KeyError. */
function at(unit: Unit, key: string): string {
  if (!(key in unit)) throw new Error(`KeyError: '${key}'`);
  return String(unit[key]);
}

// ---- utils/func.py ----

export function extract_before_parenthesis(s: string): string {
  const match = /^(.*?)\([^)]*\)/.exec(s);
  return match ? (match[1] as string) : s;
}

function get_valid_name_city(info: string): [string, string] {
  // Modified the pattern to preserve spaces at the end of the name
  const match = /(.*?),\s*([^,]+)(\(\w[\w\s]*\))?$/.exec(info);
  if (match) {
    return [(match[1] as string).trim(), extract_before_parenthesis((match[2] as string).trim()).trim()];
  } else {
    return ['-', '-'];
  }
}

// ---- the sandbox's pandas filters ----

function restaurantsNamed(name: string, city: string): RestaurantRow[] {
  return RESTAURANTS.filter((r) => String(r.Name).includes(name) && r.City === city);
}

function accommodationsNamed(name: string, city: string): AccommodationRow[] {
  return ACCOMMODATIONS.filter((r) => String(r.NAME).includes(name) && r.city === city);
}

function run_for_evaluation(origin_in: string, destination_in: string, mode = 'driving'): { cost: number | null } {
  const origin = extract_before_parenthesis(origin_in);
  const destination = extract_before_parenthesis(destination_in);
  const info: { cost: number | null; duration: string | null; distance: string | null } = { cost: null, duration: null, distance: null };
  const response = DISTANCES.filter((r) => r.origin === origin && r.destination === destination);
  if (response.length > 0) {
    const row = response[0] as (typeof DISTANCES)[number];
    info.duration = row.duration;
    info.distance = row.distance;
    if (!info.duration.includes('day')) {
      if (mode.includes('driving')) {
        info.cost = Math.trunc(Number(info.distance.replace('km', '').replace(',', '')) * 0.05);
      } else if (mode === 'taxi') {
        info.cost = Math.trunc(Number(info.distance.replace('km', '').replace(',', '')));
      }
    }
    return info;
  }
  return info;
}

// ---- evaluation/commonsense_constraint.py ----

function count_consecutive_values(lst: readonly string[]): [string, number][] {
  if (lst.length === 0) return [];
  const result: [string, number][] = [];
  let current_string = lst[0] as string;
  let count = 1;
  for (let i = 1; i < lst.length; i++) {
    if (lst[i] === current_string) {
      count += 1;
    } else {
      result.push([current_string, count]);
      current_string = lst[i] as string;
      count = 1;
    }
  }
  result.push([current_string, count]); // Add the last group of values
  return result;
}

function transportation_match(text: string): string | null {
  if (text.toLowerCase().includes('taxi')) {
    return 'Taxi';
  } else if (text.toLowerCase().includes('self-driving')) {
    return 'Self-driving';
  } else if (text.toLowerCase().includes('flight')) {
    return 'Flight';
  }
  return null;
}

/** Extracts 'A' and 'B' from the format "from A to B" in the given text, with B ending at a comma or the end. */
function extract_from_to(text: string): [string | null, string | null] {
  const matches = /from\s+(.+?)\s+to\s+([^,]+)(?=[,\s]|$)/.exec(text);
  return matches ? [matches[1] as string, matches[2] as string] : [null, null];
}

/** extract_before_parenthesis on a value extract_from_to may leave None: re.search(None) raises TypeError. */
function before_parenthesis_of(s: string | null): string {
  if (s === null) throw new TypeError('expected string or bytes-like object');
  return extract_before_parenthesis(s);
}

/**
 * A valid sequence has every city (except the first and last) appearing consecutively, and no city should appear
 * again once its sequence is over.
 */
function is_valid_city_sequence(city_list: readonly string[]): boolean {
  if (city_list.length < 3) return false;
  const visited_cities = new Set<string>();
  let i = 0;
  while (i < city_list.length) {
    const city = city_list[i] as string;
    if (visited_cities.has(city) && i !== 0 && i !== city_list.length - 1) return false;
    let count = 0;
    while (i < city_list.length && city_list[i] === city) {
      count += 1;
      i += 1;
    }
    if (count === 1 && 0 < i - 1 && i - 1 < city_list.length - 1) return false;
    visited_cities.add(city);
  }
  return true;
}

export const is_reasonable_visiting_city: Constraint = (question, tested_data) => {
  let city_list: string[] = [];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const city_value = at(tested_data[i] as Unit, 'current_city');
    if (city_value.includes('from')) {
      let [city1, city2] = extract_from_to(city_value);
      city1 = before_parenthesis_of(city1);
      city2 = before_parenthesis_of(city2);
      if (i === 0 && city1 !== question.org) {
        return [false, `The first day's city should be ${question.org}.`];
      }
      city_list = [...city_list, city1, city2];
    } else {
      city_list.push(extract_before_parenthesis(city_value));
    }
  }
  if (city_list[0] !== city_list[city_list.length - 1]) {
    return [false, 'The trip should be a closed circle.'];
  }
  if (!is_valid_city_sequence(city_list)) {
    return [false, 'The city sequence is invalid.'];
  }
  for (const [idx, city] of city_list.entries()) {
    if (!(city in CITY_STATE_MAP)) {
      return [false, `${city} is not a valid city.`];
    }
    if (![0, city_list.length - 1].includes(idx) && question.days > 3 && CITY_STATE_MAP[city] !== question.dest) {
      return [false, `${city} is not in ${question.dest}.`];
    }
  }
  return [true, null];
};

/** A meal (or any entry) set in the plan: Python's `unit[key] and unit[key] != '-'`. */
function filled(unit: Unit, key: string): boolean {
  return key in unit && Boolean(unit[key]) && unit[key] !== '-';
}

export const is_valid_restaurants: Constraint = (question, tested_data) => {
  const restaurants_list: string[] = [];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (filled(unit, 'breakfast')) {
      if (!restaurants_list.includes(at(unit, 'breakfast'))) {
        restaurants_list.push(at(unit, 'breakfast'));
      } else {
        return [false, `The restaurant in day ${i + 1} breakfast is repeated.`];
      }
    }
    if (filled(unit, 'lunch')) {
      if (!restaurants_list.includes(at(unit, 'lunch'))) {
        restaurants_list.push(at(unit, 'lunch'));
      } else {
        return [false, `The restaurant in day ${i + 1} lunch ${at(unit, 'lunch')} is repeated.`];
      }
    }
    if (filled(unit, 'dinner')) {
      if (!restaurants_list.includes(at(unit, 'dinner'))) {
        restaurants_list.push(at(unit, 'dinner'));
      } else {
        return [false, `The restaurant in day ${i + 1} dinner is repeated.`];
      }
    }
  }
  return [true, null];
};

export const is_valid_attractions: Constraint = (question, tested_data) => {
  const attractions_list: string[] = [];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (filled(unit, 'attraction')) {
      for (const attraction of at(unit, 'attraction').split(';').slice(0, -1)) {
        if (!attractions_list.includes(attraction)) {
          attractions_list.push(attraction);
        } else {
          return [false, `The attraction '${attraction}' in day ${i + 1} is repeated.`];
        }
      }
    }
  }
  return [true, null];
};

export const is_valid_transportation: Constraint = (question, tested_data) => {
  let transportation_list: (string | null)[];
  const first = tested_data[0] as Unit;
  if (at(first, 'transportation') && at(first, 'transportation') !== '-') {
    transportation_list = [transportation_match(at(first, 'transportation'))];
  } else {
    return [false, 'The transportation in day 1 should not be empty.'];
  }
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (filled(unit, 'transportation')) {
      transportation_list.push(transportation_match(at(unit, 'transportation')));
    }
  }
  if (
    (transportation_list.includes('Self-driving') && transportation_list.includes('Flight')) ||
    (transportation_list.includes('Taxi') && transportation_list.includes('Self-driving'))
  ) {
    return [false, 'The transportation is conflicting.'];
  }
  return [true, null];
};

export const is_valid_information_in_current_city: Constraint = (question, tested_data) => {
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    const current_city = at(unit, 'current_city');
    // a list of two cities, or (Python) the one city's text, iterated character by character below
    let final_city_list: string | string[];
    if (current_city.includes('from')) {
      let [city1, city2] = extract_from_to(current_city);
      city1 = before_parenthesis_of(city1);
      city2 = before_parenthesis_of(city2);
      final_city_list = [city1, city2];
    } else {
      final_city_list = extract_before_parenthesis(current_city);
    }

    if (filled(unit, 'transportation')) {
      for (const city of final_city_list) {
        if (!at(unit, 'transportation').includes(city)) {
          return [false, `The transportation in day ${i + 1} is invalid city choice.`];
        }
      }
    }

    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      if (filled(unit, meal)) {
        let flag = false;
        for (const city of final_city_list) {
          if (at(unit, meal).includes(city)) {
            flag = true;
          }
        }
        if (!flag) {
          return [false, `The ${meal} in day ${i + 1} is invalid city choice.`];
        }
      }
    }

    if (filled(unit, 'attraction')) {
      const attraction_list = at(unit, 'attraction').split(';').slice(0, -1);
      for (const attraction of attraction_list) {
        let flag = false;
        for (const city of final_city_list) {
          if (attraction.includes(city)) {
            flag = true;
          }
        }
        if (!flag) {
          return [false, `The attraction in day ${i + 1} is invalid city choice.`];
        }
      }
    }

    if (filled(unit, 'accommodation')) {
      if (!at(unit, 'accommodation').includes(final_city_list[final_city_list.length - 1] as string)) {
        return [false, `The accommodation in day ${i + 1} is invalid city choice.`];
      }
    }
  }
  return [true, null];
};

export const is_valid_information_in_sandbox: Constraint = (question, tested_data) => {
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;

    if (at(unit, 'transportation') && at(unit, 'transportation') !== '-') {
      const value = at(unit, 'transportation');
      let [org_city, dest_city] = extract_from_to(value);
      if (org_city === null || dest_city === null) {
        [org_city, dest_city] = extract_from_to(at(unit, 'current_city'));
      }
      if (value.toLowerCase().includes('flight number')) {
        let org: string;
        let dest: string;
        try {
          org = before_parenthesis_of(org_city);
          dest = before_parenthesis_of(dest_city);
        } catch {
          throw new Error(`The transportation ${value} in day ${i + 1} can not be parsed.`);
        }
        const number = (value.split('Flight Number: ')[1] as string).split(',')[0];
        if (FLIGHTS.filter((f) => f['Flight Number'] === number && f.OriginCityName === org && f.DestCityName === dest).length < 1) {
          return [false, `The flight number in day ${i + 1} is invalid in the sandbox.`];
        }
      } else if (value.toLowerCase().includes('self-driving') || value.toLowerCase().includes('taxi')) {
        let org: string;
        let dest: string;
        try {
          org = before_parenthesis_of(org_city);
          dest = before_parenthesis_of(dest_city);
        } catch {
          org = '-';
          dest = '-';
        }
        if (value.toLowerCase().includes('self-driving')) {
          if (run_for_evaluation(org, dest, 'self-driving').cost === null) {
            return [false, `The self-driving in day ${i + 1} is invalid in the sandbox.`];
          }
        } else {
          if (run_for_evaluation(org, dest, 'taxi').cost === null) {
            return [false, `The taxi in day ${i + 1} is invalid in the sandbox.`];
          }
        }
      }
    }

    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      if (filled(unit, meal)) {
        const [name, city] = get_valid_name_city(at(unit, meal));
        if (restaurantsNamed(name, city).length < 1) {
          return [false, `The ${meal} in day ${i + 1} is invalid in the sandbox.`];
        }
      }
    }

    if (filled(unit, 'attraction')) {
      const attractions_list = at(unit, 'attraction').split(';').slice(0, -1);
      for (const attraction of attractions_list) {
        const [name, city] = get_valid_name_city(attraction);
        if (ATTRACTIONS.filter((a) => String(a.Name).includes(name) && a.City === city).length < 1) {
          return [false, `The attraction ${attraction} in day ${i + 1} is invalid in the sandbox.`];
        }
      }
    }

    if (filled(unit, 'accommodation')) {
      const [name, city] = get_valid_name_city(at(unit, 'accommodation'));
      if (accommodationsNamed(name, city).length < 1) {
        return [false, `The accommodation in day ${i + 1} is invalid in the sandbox.`];
      }
    }
  }
  return [true, null];
};

export const is_valid_accommodaton: Constraint = (question, tested_data) => {
  const data: string[] = [];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (!('accommodation' in unit)) {
      return [false, 'No Accommodation Info.'];
    }
    data.push(at(unit, 'accommodation'));
  }
  const consectutive_accommodation = count_consecutive_values(data);
  for (const unit of consectutive_accommodation) {
    if (unit && !['-', ''].includes(unit[0])) {
      const [name, city] = get_valid_name_city(unit[0]);
      const rows = accommodationsNamed(name, city);
      if (rows.length === 1 && unit[1] < (rows[0] as AccommodationRow)['minimum nights']) {
        return [false, `The accommodation ${unit[0]} do not obey the minumum nights rule.`];
      }
    }
  }
  return [true, null];
};

function is_valid_visiting_city_number(question: Query, tested_data: readonly Unit[]): Result {
  const city_set = new Set<string>();
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const city_value = at(tested_data[i] as Unit, 'current_city');
    if (city_value.includes('from')) {
      let [city1, city2] = extract_from_to(city_value);
      city1 = before_parenthesis_of(city1);
      city2 = before_parenthesis_of(city2);
      if (i === 0 && city1 !== question.org) {
        return [false, `The first day's city should be ${question.org}.`];
      }
      city_set.add(city1);
      city_set.add(city2);
    } else {
      city_set.add(extract_before_parenthesis(city_value));
    }
  }
  city_set.delete(question.org);
  if (city_set.size !== question.visiting_city_number) {
    return [false, `The number of visiting cities should be ${question.visiting_city_number}.`];
  }
  return [true, null];
}

function is_valid_days(question: Query, tested_data: readonly Unit[]): Result {
  let lens = 0;
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (Object.keys(unit).length !== 0 && at(unit, 'current_city') !== "You don't need to fill in the information for this or later days.") {
      lens += 1;
    }
  }
  if (lens !== question.days) {
    return [false, `The number of days should be ${question.days}.`];
  } else {
    return [true, null];
  }
}

export const is_not_absent: Constraint = (question, tested_data) => {
  const needed_info = 6 * question.days;
  let total_valid_info = 0;

  if (!is_valid_days(question, tested_data)[0]) {
    return [false, 'Invalid Days'];
  }
  if (!is_valid_visiting_city_number(question, tested_data)[0]) {
    return [false, 'Invalid City Number'];
  }

  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    for (const key of ['transportation', 'breakfast', 'lunch', 'dinner', 'attraction', 'accommodation']) {
      if (!(key in unit)) {
        return [false, `No ${key === 'attraction' ? 'Attraction' : key.charAt(0).toUpperCase() + key.slice(1)} Info.`];
      }
    }
    const current_city = at(unit, 'current_city');
    if ((current_city.includes('from ') || current_city.includes('to ')) && ['', '-'].includes(at(unit, 'transportation'))) {
      return [false, `No transportation in day ${i + 1} is not allowed.`];
    }
    if (!current_city.includes('from ') && !current_city.includes(' to ') && ['', '-'].includes(at(unit, 'attraction'))) {
      return [false, `No attaction in day ${i + 1} is not allowed.`];
    }
    if (i !== question.days - 1 && ['', '-'].includes(at(unit, 'accommodation'))) {
      return [false, `No accommodation in day ${i + 1} is not allowed.`];
    }
    if (
      (['', '-'].includes(at(unit, 'breakfast')) || ['', '-'].includes(at(unit, 'lunch')) || ['', '-'].includes(at(unit, 'dinner'))) &&
      !current_city.includes('from ')
    ) {
      return [false, `No meal in day ${i + 1} is not allowed.`];
    }
    for (const key of Object.keys(unit)) {
      if (unit[key] && unit[key] !== '-') {
        total_valid_info += 1;
      }
    }
  }
  if ((total_valid_info * 1.0) / needed_info < 0.5) {
    return [false, 'The absent information is more than 50%.'];
  }
  return [true, null];
};

function commonsense_evaluation(query_data: Query, tested_data: readonly Unit[]): Record<string, Result> {
  return {
    is_reasonable_visiting_city: is_reasonable_visiting_city(query_data, tested_data),
    is_valid_restaurants: is_valid_restaurants(query_data, tested_data),
    is_valid_attractions: is_valid_attractions(query_data, tested_data),
    is_valid_accommodation: is_valid_accommodaton(query_data, tested_data),
    is_valid_transportation: is_valid_transportation(query_data, tested_data),
    is_valid_information_in_current_city: is_valid_information_in_current_city(query_data, tested_data),
    is_valid_information_in_sandbox: is_valid_information_in_sandbox(query_data, tested_data),
    is_not_absent: is_not_absent(query_data, tested_data),
  };
}

// ---- evaluation/hard_constraint.py ----

function get_total_cost(question: Query, tested_data: readonly Unit[]): number {
  let total_cost = 0;
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    // transporation
    if (at(unit, 'transportation') && at(unit, 'transportation') !== '-') {
      const value = at(unit, 'transportation');
      let [org_city, dest_city] = extract_from_to(value);
      if (org_city === null || dest_city === null) {
        [org_city, dest_city] = extract_from_to(at(unit, 'current_city'));
      }
      if (org_city !== null && dest_city !== null) {
        if (value.toLowerCase().includes('flight number')) {
          const number = (value.split('Flight Number: ')[1] as string).split(',')[0];
          const res = FLIGHTS.filter((f) => f['Flight Number'] === number);
          if (res.length > 0) {
            total_cost += (res[0] as (typeof FLIGHTS)[number]).Price * question.people_number;
          }
        } else if (value.toLowerCase().includes('self-driving') || value.toLowerCase().includes('taxi')) {
          if (value.toLowerCase().includes('self-driving')) {
            const cost = run_for_evaluation(org_city, dest_city, 'self-driving').cost;
            if (cost === null) throw new TypeError("unsupported operand type(s) for *: 'NoneType' and 'int'");
            total_cost += cost * Math.ceil((question.people_number * 1.0) / 5);
          } else {
            const cost = run_for_evaluation(org_city, dest_city, 'taxi').cost;
            if (cost === null) throw new TypeError("unsupported operand type(s) for *: 'NoneType' and 'int'");
            total_cost += cost * Math.ceil((question.people_number * 1.0) / 4);
          }
        }
      }
    }

    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      if (at(unit, meal) && at(unit, meal) !== '-') {
        const [name, city] = get_valid_name_city(at(unit, meal));
        const res = restaurantsNamed(name, city);
        if (res.length > 0) {
          total_cost += (res[0] as RestaurantRow)['Average Cost'] * question.people_number;
        }
      }
    }

    // accommodation
    if (at(unit, 'accommodation') && at(unit, 'accommodation') !== '-') {
      const [name, city] = get_valid_name_city(at(unit, 'accommodation'));
      const res = accommodationsNamed(name, city);
      if (res.length > 0) {
        const row = res[0] as AccommodationRow;
        total_cost += row.price * Math.ceil((question.people_number * 1.0) / row['maximum occupancy']);
      }
    }
  }
  return total_cost;
}

export const valid_cost: Constraint = (question, tested_data) => [get_total_cost(question, tested_data) <= question.budget, null];

export const is_valid_room_rule: Constraint = (question, tested_data) => {
  if (question.local_constraint['house rule'] === null) return [null, null];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (at(unit, 'accommodation') && at(unit, 'accommodation') !== '-') {
      const [name, city] = get_valid_name_city(at(unit, 'accommodation'));
      const res = accommodationsNamed(name, city);
      if (res.length > 0) {
        const house_rules = String((res[0] as AccommodationRow).house_rules);
        const rule = question.local_constraint['house rule'];
        if (rule === 'smoking' && house_rules.includes('No smoking')) {
          return [false, `The house rule should be ${rule}.`];
        }
        if (rule === 'parties' && house_rules.includes('No parties')) {
          return [false, `The house rule should be ${rule}.`];
        }
        if (rule === 'children under 10' && house_rules.includes('No children under 10')) {
          return [false, `The house rule should be ${rule}.`];
        }
        if (rule === 'visitors' && house_rules.includes('No visitors')) {
          return [false, `The house rule should be ${rule}.`];
        }
        if (rule === 'pets' && house_rules.includes('No pets')) {
          return [false, `The house rule should be ${rule}.`];
        }
      }
    }
  }
  return [true, null];
};

export const is_valid_cuisine: Constraint = (question, tested_data) => {
  const cuisine_set = new Set<string>();
  const cuisines = question.local_constraint.cuisine;
  if (cuisines) {
    for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
      const unit = tested_data[i] as Unit;

      if (at(unit, 'breakfast') && at(unit, 'breakfast') !== '-') {
        const [name, city] = get_valid_name_city(at(unit, 'breakfast'));
        if (city === question.org) {
          continue;
        }
        const res = restaurantsNamed(name, city);
        if (res.length > 0) {
          for (const cuisine of cuisines) {
            if ((res[0] as RestaurantRow).Cuisines.includes(cuisine)) {
              cuisine_set.add(cuisine);
            }
          }
        }
      }

      if (at(unit, 'lunch') && at(unit, 'lunch') !== '-') {
        const [name, city] = get_valid_name_city(at(unit, 'lunch'));
        if (city === question.org) {
          continue;
        }
        const res = restaurantsNamed(name, city);
        if (res.length > 0) {
          for (const cuisine of cuisines) {
            if ((res[0] as RestaurantRow).Cuisines.includes(cuisine)) {
              cuisine_set.add(cuisine);
            }
          }
        }
      }

      if (at(unit, 'dinner') && at(unit, 'dinner') !== '-') {
        const [name, city] = get_valid_name_city(at(unit, 'dinner'));
        if (city === question.org) {
          continue;
        }
        const res = restaurantsNamed(name, city);
        if (res.length > 0) {
          for (const cuisine of cuisines) {
            if ((res[0] as RestaurantRow).Cuisines.includes(cuisine)) {
              cuisine_set.add(cuisine);
            }
          }
        }
      }
    }

    if (cuisine_set.size === cuisines.length) {
      return [true, null];
    } else {
      // judge which cuisine is not satisfied
      for (const cuisine of cuisines) {
        if (!cuisine_set.has(cuisine)) {
          return [false, `The cuisine ${cuisine} is not satisfied.`];
        }
      }
      return [null, null];
    }
  } else {
    return [null, null];
  }
};

export const valid_transportation: Constraint = (question, tested_data) => {
  const mode = question.local_constraint.transportation;
  if (mode === null) return [null, null];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (at(unit, 'transportation') && at(unit, 'transportation') !== '-') {
      const value = at(unit, 'transportation');
      if (mode === 'no flight' && value.includes('Flight')) {
        return [false, `The transportation should not be ${mode}.`];
      } else if (mode === 'no self-driving' && value.includes('Self-driving')) {
        return [false, `The transportation should not be ${mode}.`];
      }
    }
  }
  return [true, null];
};

export const is_valid_room_type: Constraint = (question, tested_data) => {
  const room_type = question.local_constraint['room type'];
  if (room_type === null) return [null, null];
  for (let i = 0; i < Math.min(question.days, tested_data.length); i++) {
    const unit = tested_data[i] as Unit;
    if (at(unit, 'accommodation') && at(unit, 'accommodation') !== '-') {
      const [name, city] = get_valid_name_city(at(unit, 'accommodation'));
      const res = accommodationsNamed(name, city);
      if (res.length > 0) {
        const type = (res[0] as AccommodationRow)['room type'];
        if (room_type === 'not shared room' && type === 'Shared room') {
          return [false, `The room type should be ${room_type}.`];
          // "shared room", "not shared room", "private room", "entire room"
        } else if (room_type === 'shared room' && type !== 'Shared room') {
          return [false, `The room type should be ${room_type}.`];
        } else if (room_type === 'private room' && type !== 'Private room') {
          return [false, `The room type should be ${room_type}.`];
        } else if (room_type === 'entire room' && type !== 'Entire home/apt') {
          return [false, `The room type should be ${room_type}.`];
        }
      }
    }
  }
  return [true, null];
};

function hard_evaluation(query_data: Query, tested_data: readonly Unit[]): Record<string, Result> {
  return {
    valid_cuisine: is_valid_cuisine(query_data, tested_data),
    valid_room_rule: is_valid_room_rule(query_data, tested_data),
    valid_transportation: valid_transportation(query_data, tested_data),
    valid_room_type: is_valid_room_type(query_data, tested_data),
    valid_cost: valid_cost(query_data, tested_data),
  };
}

// ---- evaluation/eval.py, eval_score ----

/** The plan the postprocessing parsed from the agent's answer (a JSON list of days; None when nothing was parsed). */
function parsePlan(output: string): Unit[] | null {
  const plan = JSON.parse(output) as Unit[] | null;
  return plan;
}

/** A constraint's entry in the micro pass rate: statistics() counts the True results. */
export function constraintPasses(constraint: Constraint, query: Query, output: string): boolean {
  const plan = parsePlan(output);
  if (!plan || plan.length === 0) return false;
  const [result] = constraint(query, plan);
  return result === true;
}

/** A hard constraint's entry: evaluated only for a plan complete and within the sandbox. */
export function hardConstraintPasses(constraint: Constraint, query: Query, output: string): boolean {
  const plan = parsePlan(output);
  if (!plan || plan.length === 0) return false;
  const commonsense_info_box = commonsense_evaluation(query, plan);
  if (!(commonsense_info_box['is_not_absent']?.[0] && commonsense_info_box['is_valid_information_in_sandbox']?.[0])) {
    return false;
  }
  const [result] = constraint(query, plan);
  return result === true;
}

/** The plan's entry in the final pass rate. */
export function finalPass(query: Query, output: string): boolean {
  const plan = parsePlan(output);
  if (!plan || plan.length === 0) return false;
  const commonsense_info_box = commonsense_evaluation(query, plan);
  const hard_info_box =
    commonsense_info_box['is_not_absent']?.[0] && commonsense_info_box['is_valid_information_in_sandbox']?.[0]
      ? hard_evaluation(query, plan)
      : null;

  let final_commonsense_pass = true;
  let final_hardConstraint_pass = true;
  for (const item of Object.values(commonsense_info_box)) {
    if (item[0] !== null && !item[0]) {
      final_commonsense_pass = false;
      break;
    }
  }
  if (hard_info_box === null) return false;
  for (const item of Object.values(hard_info_box)) {
    if (item[0] !== null && item[0] === false) {
      final_hardConstraint_pass = false;
      break;
    }
  }
  return final_commonsense_pass && final_hardConstraint_pass;
}
