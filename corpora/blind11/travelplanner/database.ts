// Source: the sandbox database of this folder's tasks (ours), in the form of TravelPlanner's database/ CSV files
// (flights, accommodations, restaurants, attractions, googleDistanceMatrix distances, background/citySet_with_states.txt)
// that the evaluation scripts load once at import and read through pandas filters

export interface FlightRow {
  readonly 'Flight Number': string;
  readonly Price: number;
  readonly OriginCityName: string;
  readonly DestCityName: string;
}
export interface AccommodationRow {
  readonly NAME: string;
  readonly price: number;
  readonly 'room type': string;
  readonly house_rules: string;
  readonly 'minimum nights': number;
  readonly 'maximum occupancy': number;
  readonly city: string;
}
export interface RestaurantRow {
  readonly Name: string;
  readonly 'Average Cost': number;
  readonly Cuisines: string;
  readonly City: string;
}
export interface AttractionRow {
  readonly Name: string;
  readonly City: string;
}
export interface DistanceRow {
  readonly origin: string;
  readonly destination: string;
  readonly duration: string;
  readonly distance: string;
}

export const FLIGHTS: readonly FlightRow[] = [
  { 'Flight Number': 'F3571234', Price: 142, OriginCityName: 'Seattle', DestCityName: 'Portland' },
  { 'Flight Number': 'F3571290', Price: 155, OriginCityName: 'Portland', DestCityName: 'Seattle' },
  { 'Flight Number': 'F1024411', Price: 231, OriginCityName: 'Denver', DestCityName: 'Austin' },
  { 'Flight Number': 'F1024477', Price: 219, OriginCityName: 'San Antonio', DestCityName: 'Denver' },
  { 'Flight Number': 'F2200310', Price: 98, OriginCityName: 'Chicago', DestCityName: 'Detroit' },
  { 'Flight Number': 'F2200388', Price: 104, OriginCityName: 'Detroit', DestCityName: 'Chicago' },
];

export const ACCOMMODATIONS: readonly AccommodationRow[] = [
  { NAME: 'Cozy Loft in Pearl District', price: 180, 'room type': 'Entire home/apt', house_rules: 'No parties & No smoking', 'minimum nights': 2, 'maximum occupancy': 4, city: 'Portland' },
  { NAME: 'Sunny Room near Alberta Arts', price: 75, 'room type': 'Private room', house_rules: 'No visitors', 'minimum nights': 1, 'maximum occupancy': 2, city: 'Portland' },
  { NAME: 'Bunk in Shared Hostel Dorm', price: 35, 'room type': 'Shared room', house_rules: 'No pets & No children under 10', 'minimum nights': 1, 'maximum occupancy': 1, city: 'Portland' },
  { NAME: 'Loft Studio', price: 120, 'room type': 'Entire home/apt', house_rules: 'No smoking', 'minimum nights': 3, 'maximum occupancy': 2, city: 'Portland' },
  { NAME: 'Hill Country Casita', price: 140, 'room type': 'Entire home/apt', house_rules: 'No pets', 'minimum nights': 2, 'maximum occupancy': 4, city: 'Austin' },
  { NAME: 'Quiet Private Room by Zilker', price: 70, 'room type': 'Private room', house_rules: 'No smoking & No parties', 'minimum nights': 1, 'maximum occupancy': 2, city: 'Austin' },
  { NAME: 'Riverwalk Suite', price: 160, 'room type': 'Entire home/apt', house_rules: 'No children under 10', 'minimum nights': 2, 'maximum occupancy': 3, city: 'San Antonio' },
  { NAME: 'Alamo Heights Guest Room', price: 65, 'room type': 'Private room', house_rules: '', 'minimum nights': 1, 'maximum occupancy': 2, city: 'San Antonio' },
  { NAME: 'Corktown Townhouse', price: 130, 'room type': 'Entire home/apt', house_rules: 'No smoking', 'minimum nights': 1, 'maximum occupancy': 4, city: 'Detroit' },
  { NAME: 'Midtown Shared Flat', price: 40, 'room type': 'Shared room', house_rules: 'No parties', 'minimum nights': 1, 'maximum occupancy': 1, city: 'Detroit' },
];

export const RESTAURANTS: readonly RestaurantRow[] = [
  { Name: 'Lardo', 'Average Cost': 22, Cuisines: 'American, Fast Food', City: 'Portland' },
  { Name: 'Pok Pok', 'Average Cost': 35, Cuisines: 'Thai, Asian', City: 'Portland' },
  { Name: 'Tasty n Alder', 'Average Cost': 48, Cuisines: 'Steakhouse, American', City: 'Portland' },
  { Name: 'Screen Door', 'Average Cost': 30, Cuisines: 'BBQ, Desserts', City: 'Portland' },
  { Name: 'Andina', 'Average Cost': 52, Cuisines: 'Mexican, Seafood', City: 'Portland' },
  { Name: 'Blue Star Donuts', 'Average Cost': 12, Cuisines: 'Bakery, Cafe', City: 'Portland' },
  { Name: 'Mother\'s Bistro', 'Average Cost': 28, Cuisines: 'American, Cafe', City: 'Portland' },
  { Name: 'Veggie Grill', 'Average Cost': 18, Cuisines: 'Indian, Pizza', City: 'Seattle' },
  { Name: 'Franklin Barbecue', 'Average Cost': 40, Cuisines: 'BBQ, American', City: 'Austin' },
  { Name: 'Suerte', 'Average Cost': 45, Cuisines: 'Mexican, Seafood', City: 'Austin' },
  { Name: 'Veracruz All Natural', 'Average Cost': 15, Cuisines: 'Mexican, Fast Food', City: 'Austin' },
  { Name: "Torchy's Tacos", 'Average Cost': 12, Cuisines: 'Mexican, Fast Food', City: 'Austin' },
  { Name: 'Uchi', 'Average Cost': 60, Cuisines: 'Japanese, Seafood', City: 'Austin' },
  { Name: 'Kerbey Lane Cafe', 'Average Cost': 20, Cuisines: 'American, Cafe', City: 'Austin' },
  { Name: 'Austin Java', 'Average Cost': 14, Cuisines: 'Cafe, Bakery', City: 'San Antonio' },
  { Name: 'Mi Tierra Cafe', 'Average Cost': 25, Cuisines: 'Mexican, Bakery', City: 'San Antonio' },
  { Name: 'Supper', 'Average Cost': 50, Cuisines: 'American, Italian', City: 'San Antonio' },
  { Name: 'Cured', 'Average Cost': 42, Cuisines: 'French, American', City: 'San Antonio' },
  { Name: "Rosario's", 'Average Cost': 24, Cuisines: 'Mexican, Bar', City: 'San Antonio' },
  { Name: 'Lafayette Coney Island', 'Average Cost': 10, Cuisines: 'Fast Food, American', City: 'Detroit' },
  { Name: 'Selden Standard', 'Average Cost': 55, Cuisines: 'Italian, Mediterranean', City: 'Detroit' },
  { Name: 'Shangri-La', 'Average Cost': 27, Cuisines: 'Chinese, Tea', City: 'Detroit' },
  { Name: "Buddy's Pizza", 'Average Cost': 20, Cuisines: 'Pizza, Italian', City: 'Detroit' },
  { Name: 'Avalon Bakery', 'Average Cost': 11, Cuisines: 'Bakery, Cafe', City: 'Detroit' },
];

export const ATTRACTIONS: readonly AttractionRow[] = [
  { Name: "Powell's City of Books", City: 'Portland' },
  { Name: 'International Rose Test Garden', City: 'Portland' },
  { Name: 'Portland Japanese Garden', City: 'Portland' },
  { Name: 'Pittock Mansion', City: 'Portland' },
  { Name: 'Texas State Capitol', City: 'Austin' },
  { Name: 'Barton Springs Pool', City: 'Austin' },
  { Name: 'The Alamo', City: 'San Antonio' },
  { Name: 'San Antonio River Walk', City: 'San Antonio' },
  { Name: 'Detroit Institute of Arts', City: 'Detroit' },
  { Name: 'Belle Isle Park', City: 'Detroit' },
];

export const DISTANCES: readonly DistanceRow[] = [
  { origin: 'Seattle', destination: 'Portland', duration: '2 hours 55 mins', distance: '279 km' },
  { origin: 'Portland', destination: 'Seattle', duration: '2 hours 57 mins', distance: '280 km' },
  { origin: 'Austin', destination: 'San Antonio', duration: '1 hour 20 mins', distance: '129 km' },
  { origin: 'Denver', destination: 'Austin', duration: '14 hours 10 mins', distance: '1,480 km' },
  { origin: 'San Antonio', destination: 'Denver', duration: '1 day 1 hour', distance: '1,530 km' },
  { origin: 'Chicago', destination: 'Detroit', duration: '4 hours 30 mins', distance: '453 km' },
  { origin: 'Detroit', destination: 'Chicago', duration: '4 hours 28 mins', distance: '455 km' },
];

/** citySet_with_states.txt: city, tab, state. */
export const CITY_STATE_MAP: Readonly<Record<string, string>> = {
  Seattle: 'Washington',
  Portland: 'Oregon',
  Denver: 'Colorado',
  Austin: 'Texas',
  'San Antonio': 'Texas',
  Dallas: 'Texas',
  Chicago: 'Illinois',
  Detroit: 'Michigan',
};
