import { BOARDS } from '../reference/boards';
import { DEPARTURE_CITY_LANDING_SLUGS, departureFromPhrase } from '../reference/departure-cities';
import { TOUR_OPERATORS } from '../reference/tour-operators';
import { DEFAULT_TRANSPORT } from '../defaults/search-defaults';
import type { TransportSlug } from '../reference/search-options';
import {
  ALL_INCLUSIVE_DURATION,
  CHEAP_HOLIDAY_PRICE,
  FAMILY_HOTEL_ATTRIBUTE,
  FIRST_MINUTE_DURATION,
  FOR_14_DAYS_DURATION,
  FOR_7_DAYS_DURATION,
  FOR_SINGLES_ADULTS,
  FOR_SINGLES_LOCATIONS,
  LAST_MINUTE_DATE_FROM_DAY,
  LAST_MINUTE_DATE_TO_DAY,
  LAST_MINUTE_DURATION,
  LAST_MINUTE_OFFER_TYPE,
  LAST_MINUTE_TRANSPORT,
  NEARBY_DESTINATIONS,
  SKI_HOTEL_ATTRIBUTE,
} from './landing-constants';
import type { DatePreset, LandingPreset, LandingValues, PresetComparison, PresetEntry } from './landing-types';
import { summerSlug, type SeasonId } from './seasons';

const optional = <Value>(value: Value, comparison: PresetComparison = 'eq'): PresetEntry<Value> => ({
  required: false,
  value,
  comparison,
  conditions: [],
});
const required = <Value>(value: Value, comparison: PresetComparison = 'eq'): PresetEntry<Value> => ({
  required: true,
  value,
  comparison,
  conditions: [],
});

/** The category's default transport; 'dowolny' for destinations reached by road. */
const transport = (value: TransportSlug): PresetEntry<TransportSlug> => ({
  required: false,
  value,
  comparison: 'eq',
  conditions: [
    { required: false, value: 'dowolny', propToCompare: 'destinations', operator: 'anyOf', valueToCompare: NEARBY_DESTINATIONS },
  ],
});

/** A seasonal date preset, gated by the season's start date (docs/product/landing-pages.md). */
const seasonal = (season: SeasonId, bound: 'from' | 'to', isRequired: boolean): PresetEntry<DatePreset> => ({
  required: isRequired,
  value: { type: 'seasonal', season, bound },
  comparison: 'within',
  conditions: [
    {
      required: true,
      value: null,
      propToCompare: 'currentDate',
      operator: 'gte',
      valueToCompare: { type: 'seasonal', season, bound: 'availableFrom' },
    },
  ],
});

const lastMinuteValues = (): LandingValues => ({
  dateFrom: optional<DatePreset>({ type: 'relative', day: LAST_MINUTE_DATE_FROM_DAY }),
  dateTo: optional<DatePreset>({ type: 'relative', day: LAST_MINUTE_DATE_TO_DAY }),
  durationDays: optional({ ...LAST_MINUTE_DURATION }),
  offerType: optional([LAST_MINUTE_OFFER_TYPE]),
  transport: transport(LAST_MINUTE_TRANSPORT),
});

type PageInput = Omit<LandingPreset, 'alias' | 'locationAvailability' | 'selectedLocations' | 'family' | 'season'> &
  Partial<Pick<LandingPreset, 'alias' | 'locationAvailability' | 'selectedLocations' | 'family' | 'season'>>;

const page = (input: PageInput): LandingPreset => ({
  alias: null,
  locationAvailability: 'all',
  selectedLocations: [],
  family: null,
  season: null,
  ...input,
});

/** The 20 category pages of docs/product/landing-pages.md, the summer one named after the current season. */
function categoryPages(now: Date): LandingPreset[] {
  return [
    page({
      slug: 'wycieczki',
      title: 'Wycieczki',
      type: 'category',
      valuesType: 'trip',
      values: { transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'last-minute',
      title: 'Last minute',
      type: 'category',
      valuesType: 'lastMinute',
      family: 'last-minute',
      values: lastMinuteValues(),
    }),
    page({
      slug: 'all-inclusive',
      title: 'All inclusive',
      type: 'board',
      alias: 'all-inclusive',
      valuesType: 'allInclusive',
      values: {
        board: required(['all-inclusive']),
        durationDays: optional({ ...ALL_INCLUSIVE_DURATION }),
        transport: transport('samolot'),
      },
    }),
    page({
      slug: 'zwiedzanie',
      title: 'Zwiedzanie',
      type: 'category',
      valuesType: 'sightseeing',
      values: { transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'egzotyka',
      title: 'Egzotyka',
      type: 'category',
      valuesType: 'exoticism',
      locationAvailability: 'country',
      values: { transport: transport('samolot') },
    }),
    page({
      slug: 'rejsy',
      title: 'Rejsy',
      type: 'offerType',
      alias: 'rejs',
      valuesType: 'cruises',
      values: { offerType: required(['rejs']), transport: transport('dowolny') },
    }),
    page({
      slug: 'tanie-wczasy',
      title: 'Tanie wczasy',
      type: 'category',
      valuesType: 'cheapHoliday',
      values: { priceRange: required({ ...CHEAP_HOLIDAY_PRICE }, 'max'), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'wakacje',
      title: 'Wakacje',
      type: 'offerType',
      alias: 'wypoczynek',
      valuesType: 'vacation',
      values: { offerType: required(['wypoczynek']), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'first-minute',
      title: 'First minute',
      type: 'category',
      valuesType: 'firstMinute',
      season: 'first-minute',
      values: {
        dateFrom: seasonal('first-minute', 'from', false),
        dateTo: seasonal('first-minute', 'to', false),
        durationDays: optional({ ...FIRST_MINUTE_DURATION }),
        transport: transport('samolot'),
      },
    }),
    page({
      slug: 'dojazd-wlasny',
      title: 'Dojazd własny',
      type: 'category',
      valuesType: 'ownTransport',
      values: { transport: required<TransportSlug>('wlasny') },
    }),
    page({
      slug: 'narty',
      title: 'Narty',
      type: 'offerType',
      alias: 'narty',
      valuesType: 'ski',
      season: 'ski',
      values: {
        offerType: required(['narty']),
        dateFrom: seasonal('ski', 'from', false),
        dateTo: seasonal('ski', 'to', false),
        hotelAttributes: optional([SKI_HOTEL_ATTRIBUTE]),
        transport: transport('dowolny'),
      },
    }),
    page({
      slug: 'sylwester',
      title: 'Sylwester',
      type: 'offerType',
      alias: 'sylwester',
      valuesType: 'newYear',
      season: 'new-year',
      values: {
        offerType: required(['sylwester']),
        dateFrom: seasonal('new-year', 'from', false),
        dateTo: seasonal('new-year', 'to', false),
        transport: transport(DEFAULT_TRANSPORT),
      },
    }),
    page({
      slug: 'dla-singli',
      title: 'Dla singli',
      type: 'category',
      valuesType: 'forSingles',
      locationAvailability: 'selectedLocations',
      selectedLocations: FOR_SINGLES_LOCATIONS,
      values: { adults: required(FOR_SINGLES_ADULTS), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'na-7-dni',
      title: 'Wczasy na 7 dni',
      type: 'category',
      valuesType: 'for7Days',
      values: { durationDays: required({ ...FOR_7_DAYS_DURATION }, 'within'), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'na-14-dni',
      title: 'Wczasy na 14 dni',
      type: 'category',
      valuesType: 'for14Days',
      values: { durationDays: required({ ...FOR_14_DAYS_DURATION }, 'within'), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'dla-rodzin-z-dziecmi',
      title: 'Wakacje dla rodzin z dziećmi',
      type: 'category',
      valuesType: 'forFamiliesWithChildren',
      values: { hotelAttributes: required([FAMILY_HOTEL_ATTRIBUTE]), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'last-minute-all-inclusive',
      title: 'Last minute all inclusive',
      type: 'lastMinuteBoard',
      alias: 'last-minute-all-inclusive',
      valuesType: 'lastMinuteAllInclusive',
      family: 'last-minute',
      values: { ...lastMinuteValues(), board: required(['all-inclusive']) },
    }),
    page({
      slug: 'wycieczki-objazdowe',
      title: 'Wycieczki objazdowe',
      type: 'offerType',
      alias: 'wycieczka-objazdowa',
      valuesType: 'sightseeingTrips',
      values: { offerType: required(['wycieczka-objazdowa']), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: 'city-break',
      title: 'City break',
      type: 'offerType',
      alias: 'city-break',
      valuesType: 'cityBreak',
      family: 'city-break',
      values: { offerType: required(['city-break']), transport: transport('samolot-lub-autokar') },
    }),
    page({
      slug: summerSlug(now),
      title: 'Lato',
      type: 'category',
      valuesType: 'summer',
      season: 'summer',
      values: {
        dateFrom: seasonal('summer', 'from', true),
        dateTo: seasonal('summer', 'to', true),
        transport: transport('samolot'),
      },
    }),
  ];
}

function departureCityPages(): LandingPreset[] {
  return Object.entries(DEPARTURE_CITY_LANDING_SLUGS).flatMap(([city, slug]) => [
    page({
      slug,
      title: `Wycieczki ${departureFromPhrase(city)}`,
      type: 'departureCity',
      alias: city,
      valuesType: 'departureCityGroup',
      values: { departureCity: required([city]), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: `last-minute-${slug}`,
      title: `Last minute ${departureFromPhrase(city)}`,
      type: 'lastMinuteDepartureCity',
      alias: `last-minute-${city}`,
      valuesType: 'lastMinuteDepartureCityGroup',
      family: 'last-minute',
      values: { ...lastMinuteValues(), departureCity: required([city]) },
    }),
    page({
      slug: `city-break-${slug}`,
      title: `City break ${departureFromPhrase(city)}`,
      type: 'cityBreakDepartureCity',
      alias: `city-break-${city}`,
      valuesType: 'cityBreakDepartureCityGroup',
      family: 'city-break',
      values: { offerType: required(['city-break']), departureCity: required([city]), transport: transport('samolot-lub-autokar') },
    }),
  ]);
}

function tourOperatorPages(): LandingPreset[] {
  return TOUR_OPERATORS.flatMap((operator) => [
    page({
      slug: operator.slug,
      title: operator.label,
      type: 'tourOperator',
      valuesType: 'tourOperatorGroup',
      values: { tourOperator: required([operator.slug]), transport: transport(DEFAULT_TRANSPORT) },
    }),
    page({
      slug: `last-minute-${operator.slug}`,
      title: `Last minute ${operator.label}`,
      type: 'lastMinuteTourOperator',
      alias: `last-minute-${operator.slug}`,
      valuesType: 'lastMinuteTourOperatorGroup',
      family: 'last-minute',
      values: { ...lastMinuteValues(), tourOperator: required([operator.slug]) },
    }),
  ]);
}

/** last-minute-{board}; the all-inclusive one is among the category pages already. */
function lastMinuteBoardPages(): LandingPreset[] {
  return BOARDS.filter((board) => board.slug !== 'all-inclusive').map((board) =>
    page({
      slug: `last-minute-${board.slug}`,
      title: `Last minute ${board.label.toLowerCase()}`,
      type: 'lastMinuteBoard',
      alias: `last-minute-${board.slug}`,
      valuesType: 'lastMinute',
      family: 'last-minute',
      values: { ...lastMinuteValues(), board: required([board.slug]) },
    }),
  );
}

/** Every landing page, as data, for the given day (the summer slug and seasons depend on it). */
export function landingPresets(now: Date = new Date()): LandingPreset[] {
  return [...categoryPages(now), ...tourOperatorPages(), ...departureCityPages(), ...lastMinuteBoardPages()];
}

/** The 20 category slugs of docs/product/landing-pages.md (the summer one for the given day). */
export function categorySlugs(now: Date = new Date()): string[] {
  return categoryPages(now).map((landing) => landing.slug);
}
