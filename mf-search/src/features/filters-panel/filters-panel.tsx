import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import type { DestinationNode } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import {
  AIRLINES_OPTIONS,
  AIRPORT_ROUTE_OPTIONS,
  BOARDS,
  DEFAULT_DURATION,
  DEPARTURE_WINDOWS,
  DURATION_BUCKETS,
  HOTEL_ATTRIBUTES,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  OFFER_TYPES,
  RATING_PRESETS,
  STANDARD_PRESETS,
  TOUR_OPERATORS,
  TRANSPORT_OPTIONS,
  addDays,
  childAge,
  departureWindowOf,
  departureWindowRange,
  durationBucketRange,
  formatPolishDate,
  warsawToday,
  warsawTomorrow,
  type AirlinesSlug,
  type AirportRouteMinutes,
  type SearchState,
  type TransportSlug,
} from '@travel/search-model';
import { ChoiceGroup } from './choice-group';
import {
  BEACH_DISTANCES,
  countryOptions,
  departureCityOptions,
  durationValue,
  facetCount,
  referenceOptions,
  type Facets,
} from './filter-options';

export interface FiltersPanelProps {
  state: SearchState;
  now: Date;
  /** Live counts of `/api/offers/filters/`; undefined while loading. */
  facets: Facets | undefined;
  /** Hotels matching the whole search (the count of an 'any' option). */
  total: number | undefined;
  destinations: readonly DestinationNode[] | undefined;
  onChange: (patch: Partial<SearchState>) => void;
  /**
   * The id of the listing's GET form: the filters whose values are `filtr` values are its fields,
   * so they work before hydration (docs/adr/0220-listing-before-hydration.md).
   */
  formId?: string | undefined;
}

const ANY = 'dowolny';
const LONG_LIST = 8;

/** Every filter of docs/product/search-and-filtr.md, each a labelled group, each option with how many hotels it gives. */
export function FiltersPanel({ state, now, facets, total, destinations, onChange, formId }: FiltersPanelProps) {
  const { t } = useTranslation('listing');
  const part = { state, facets, total, onChange, formId };
  return (
    <div className="listing-filters" data-testid="filters-panel">
      <p className="listing-filters__unit">{t('filters.countUnit')}</p>
      <DestinationFilters {...part} destinations={destinations} />
      <DatesFilter state={state} now={now} onChange={onChange} />
      <DepartureWindowFilter {...part} now={now} />
      <DurationFilter {...part} />
      <PartyFilter state={state} now={now} onChange={onChange} formId={formId} />
      <TripKindFilters {...part} />
      <PriceFilter key={`${state.priceRange.from}-${state.priceRange.to}`} state={state} onChange={onChange} formId={formId} />
      <HotelFilters {...part} />
      <BeachFilter value={state.distanceFromBeach} onChange={(distanceFromBeach) => onChange({ distanceFromBeach })} formId={formId} />
      <FlightFilters {...part} />
    </div>
  );
}

/** What every group of the panel reads: the search, the live counts, and how to change the search. */
type FilterPartProps = Pick<FiltersPanelProps, 'state' | 'facets' | 'total' | 'onChange' | 'formId'>;

/** Where to: the destination countries and, unless travelling by one's own means, the departure cities. */
function DestinationFilters({ state, facets, onChange, formId, destinations }: FilterPartProps & Pick<FiltersPanelProps, 'destinations'>) {
  const { t } = useTranslation('listing');
  const destinationPaths = state.destinations.map((destination) => destination.path ?? destination.slug);
  return (
    <>
      <ChoiceGroup
        legend={t('filters.destinations')}
        type="checkbox"
        options={countryOptions(destinations, destinationPaths)}
        selected={destinationPaths}
        collapsedAfter={LONG_LIST}
        pending={destinations === undefined}
        onChange={(paths) => onChange({ destinations: paths.map((path) => ({ slug: path.split('/').at(-1) ?? path, path })) })}
      />
      {state.transport === 'wlasny' ? null : (
        <ChoiceGroup
          legend={t('filters.departureCity')}
          field="miasto"
          form={formId}
          type="checkbox"
          options={departureCityOptions(facets, state.departureCity, state.transport)}
          selected={state.departureCity}
          collapsedAfter={LONG_LIST}
          onChange={(departureCity) => onChange({ departureCity })}
        />
      )}
    </>
  );
}

/** A departure window (this weekend, next month, ...) instead of dates. */
function DepartureWindowFilter({ state, onChange, now }: FilterPartProps & { now: Date }) {
  const { t } = useTranslation('listing');
  const windowSlug = departureWindowOf(state.departureDateRange, now);
  return (
    <ChoiceGroup
      legend={t('filters.departureWindow')}
      type="radio"
      options={[
        { value: ANY, label: t('filters.any') },
        ...DEPARTURE_WINDOWS.map((window) => ({ value: window.slug, label: window.label })),
      ]}
      selected={[windowSlug ?? (state.departureDateRange === null ? ANY : '')]}
      onChange={([slug]) => onChange({ departureDateRange: slug === undefined ? null : departureWindowRange(slug, now) })}
    />
  );
}

/** The stay's length in buckets, with the current length kept as an option when it is none of them. */
function DurationFilter({ state, facets, onChange, formId }: FilterPartProps) {
  const { t } = useTranslation('listing');
  const durations = DURATION_BUCKETS.flatMap((bucket) => {
    const range = durationBucketRange(bucket);
    return range === null
      ? []
      : [
          {
            value: durationValue(range),
            label: t('filters.durationOption', { range: bucket }),
            count: facetCount(facets, 'durationDays', bucket),
          },
        ];
  });
  const anyDuration = durationValue(DEFAULT_DURATION);
  const currentDuration = durationValue(state.durationDays);
  if (currentDuration !== anyDuration && !durations.some((option) => option.value === currentDuration)) {
    const range = `${state.durationDays.from}-${state.durationDays.to}`;
    durations.push({ value: currentDuration, label: t('filters.durationOption', { range }), count: undefined });
  }
  return (
    <ChoiceGroup
      legend={t('filters.duration')}
      field="dlugosc"
      form={formId}
      type="radio"
      options={[{ value: anyDuration, label: t('filters.any') }, ...durations]}
      selected={[currentDuration]}
      onChange={([value]) => {
        const [from, to] = (value ?? anyDuration).split(',').map(Number);
        if (from !== undefined && to !== undefined) onChange({ durationDays: { from, to } });
      }}
    />
  );
}

/** What kind of trip: board, transport and offer type. */
function TripKindFilters({ state, facets, onChange, formId }: FilterPartProps) {
  const { t } = useTranslation('listing');
  return (
    <>
      <ChoiceGroup
        legend={t('filters.board')}
        field="wyzywienie"
        form={formId}
        type="checkbox"
        options={referenceOptions(BOARDS, facets, 'board')}
        selected={state.board}
        onChange={(board) => onChange({ board })}
      />
      <ChoiceGroup
        legend={t('filters.transport')}
        field="transport"
        form={formId}
        type="radio"
        options={TRANSPORT_OPTIONS.map((option) => ({
          value: option.slug,
          label: option.label,
          count:
            option.slug === 'samolot' || option.slug === 'autokar' || option.slug === 'wlasny'
              ? facetCount(facets, 'transport', option.slug)
              : undefined,
        }))}
        selected={[state.transport]}
        onChange={([transport]) => onChange({ transport: (transport ?? state.transport) as TransportSlug })}
      />
      <ChoiceGroup
        legend={t('filters.offerType')}
        field="typ"
        form={formId}
        type="checkbox"
        options={referenceOptions(OFFER_TYPES, facets, 'offerType')}
        selected={state.offerType}
        onChange={(offerType) => onChange({ offerType })}
      />
    </>
  );
}

/** The hotel: guests' rating, standard and attributes. */
function HotelFilters({ state, facets, total, onChange, formId }: FilterPartProps) {
  const { t } = useTranslation('listing');
  const presetCount = (facet: 'hotelRating' | 'hotelStandard', value: string): number | undefined => {
    const min = value.split(',')[0] ?? '0';
    return min === '0' ? total : facetCount(facets, facet, min);
  };
  return (
    <>
      <ChoiceGroup
        legend={t('filters.rating')}
        field="opinie"
        form={formId}
        type="radio"
        options={RATING_PRESETS.map((preset) => ({
          value: preset.value,
          label: preset.label,
          count: presetCount('hotelRating', preset.value),
        }))}
        selected={[state.hotelRating]}
        onChange={([hotelRating]) => onChange({ hotelRating: hotelRating ?? state.hotelRating })}
      />
      <ChoiceGroup
        legend={t('filters.standard')}
        field="standard"
        form={formId}
        type="radio"
        options={STANDARD_PRESETS.map((preset) => ({
          value: preset.value,
          label: preset.label,
          count: presetCount('hotelStandard', preset.value),
        }))}
        selected={[state.hotelStandard]}
        onChange={([hotelStandard]) => onChange({ hotelStandard: hotelStandard ?? state.hotelStandard })}
      />
      <ChoiceGroup
        legend={t('filters.hotelAttributes')}
        field="udogodnienia"
        form={formId}
        type="checkbox"
        options={referenceOptions(HOTEL_ATTRIBUTES, facets, 'hotelAttributes')}
        selected={state.hotelAttributes}
        collapsedAfter={LONG_LIST}
        onChange={(hotelAttributes) => onChange({ hotelAttributes })}
      />
    </>
  );
}

/** The journey: transfer from the airport, airlines, a direct flight, the tour operator. */
function FlightFilters({ state, facets, total, onChange, formId }: FilterPartProps) {
  const { t } = useTranslation('listing');
  return (
    <>
      <ChoiceGroup
        legend={t('filters.airportRoute')}
        field="odleglosc-od-lotniska"
        form={formId}
        type="radio"
        options={AIRPORT_ROUTE_OPTIONS.map((option) => ({
          value: option.slug,
          label: option.label,
          count: option.value === null ? total : facetCount(facets, 'maxRouteDurationFromAirport', option.slug),
        }))}
        selected={[state.routeDurationFromAirport === null ? ANY : String(state.routeDurationFromAirport)]}
        onChange={([slug]) =>
          onChange({ routeDurationFromAirport: slug === undefined || slug === ANY ? null : (Number(slug) as AirportRouteMinutes) })
        }
      />
      <ChoiceGroup
        legend={t('filters.airlines')}
        field="linie"
        form={formId}
        type="radio"
        options={AIRLINES_OPTIONS.map((option) => ({ value: option.slug, label: option.label }))}
        selected={[state.airlines]}
        onChange={([airlines]) => onChange({ airlines: (airlines ?? 'default') as AirlinesSlug })}
      />
      <fieldset className="listing-filter">
        <legend>{t('filters.flight')}</legend>
        <label>
          <input type="hidden" name="lot-bezposredni" value="" form={formId} />
          <input
            type="checkbox"
            name="lot-bezposredni"
            value="tak"
            form={formId}
            checked={state.directFlight}
            onChange={(event) => onChange({ directFlight: event.target.checked })}
          />
          {t('filters.directFlight')}
        </label>
      </fieldset>
      <ChoiceGroup
        legend={t('filters.tourOperator')}
        field="organizator"
        form={formId}
        type="checkbox"
        options={referenceOptions(TOUR_OPERATORS, facets, 'tourOperator')}
        selected={state.tourOperator}
        collapsedAfter={LONG_LIST}
        onChange={(tourOperator) => onChange({ tourOperator })}
      />
    </>
  );
}

interface PartialProps {
  state: SearchState;
  now: Date;
  onChange: (patch: Partial<SearchState>) => void;
  formId?: string | undefined;
}

function DatesFilter({ state, now, onChange }: PartialProps) {
  const { t } = useTranslation('listing');
  const fromId = useId();
  const toId = useId();
  const tomorrow = warsawTomorrow(now);
  return (
    <fieldset className="listing-filter">
      <legend>{t('filters.dates')}</legend>
      <label htmlFor={fromId}>{t('filters.dateFrom')}</label>
      <input
        id={fromId}
        type="date"
        min={tomorrow}
        value={state.dateRange.from ?? tomorrow}
        onChange={(event) =>
          onChange({ dateRange: { from: event.target.value === '' ? null : event.target.value, to: state.dateRange.to } })
        }
      />
      <label htmlFor={toId}>{t('filters.dateTo')}</label>
      <input
        id={toId}
        type="date"
        min={state.dateRange.from ?? tomorrow}
        value={state.dateRange.to ?? ''}
        onChange={(event) =>
          onChange({ dateRange: { from: state.dateRange.from, to: event.target.value === '' ? null : event.target.value } })
        }
      />
    </fieldset>
  );
}

function PartyFilter({ state, now, onChange, formId }: PartialProps) {
  const { t } = useTranslation('listing');
  const { t: tc } = useTranslation('common');
  const adultsId = useId();
  const childId = useId();
  const [birthDate, setBirthDate] = useState('');
  const today = warsawToday(now);
  // docs/product/validation-and-display.md: a child under one is shown as 'niemowlę'.
  const ageLabel = (age: number | 'infant'): string => (age === 'infant' ? t('filters.infant') : tc('plural.years', { count: age }));
  const addChild = (event: FormEvent): void => {
    event.preventDefault();
    if (birthDate === '' || state.children.length >= MAX_CHILDREN) return;
    onChange({ children: [...state.children, birthDate] });
    setBirthDate('');
  };
  return (
    <fieldset className="listing-filter">
      <legend>{t('filters.party')}</legend>
      <label htmlFor={adultsId}>{t('filters.adults')}</label>
      <select
        id={adultsId}
        name="dorosli"
        form={formId}
        value={state.adults}
        onChange={(event) => onChange({ adults: Number(event.target.value) })}
      >
        {Array.from({ length: MAX_ADULTS - MIN_ADULTS + 1 }, (_, index) => MIN_ADULTS + index).map((count) => (
          <option key={count} value={count}>
            {tc('plural.adults', { count })}
          </option>
        ))}
      </select>
      {state.children.length > 0 ? (
        <ul className="listing-filter__children" aria-label={t('filters.children')}>
          {state.children.map((date, index) => (
            <li key={`${date}-${index}`}>
              {t('filters.childBorn', { date: formatPolishDate(date) })} ({ageLabel(childAge(date, today))}){' '}
              <button type="button" onClick={() => onChange({ children: state.children.filter((_, other) => other !== index) })}>
                {t('filters.removeChild', { date: formatPolishDate(date) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state.children.length < MAX_CHILDREN ? (
        <form onSubmit={addChild} className="listing-filter__add-child">
          <label htmlFor={childId}>{t('filters.childBirthDate')}</label>
          <input
            id={childId}
            type="date"
            max={today}
            min={addDays(today, -18 * 366)}
            value={birthDate}
            onChange={(event) => setBirthDate(event.target.value)}
          />
          <button type="submit">{t('filters.addChild')}</button>
        </form>
      ) : null}
    </fieldset>
  );
}

/**
 * With the listing's form (`formId`), the two inputs are its `cena` fields and the button submits
 * it: the range then applies before hydration too, read by the search model like any address.
 */
function PriceFilter({ state, onChange, formId }: Omit<PartialProps, 'now'>) {
  const { t } = useTranslation('listing');
  const fromId = useId();
  const toId = useId();
  // The lowest bound is the default, not a choice: the field stays empty rather than saying "1".
  const [from, setFrom] = useState(state.priceRange.from <= 1 ? '' : String(state.priceRange.from));
  const [to, setTo] = useState(state.priceRange.to === null ? '' : String(state.priceRange.to));
  const [reversed, setReversed] = useState(false);
  const errorId = useId();
  const low = Number.parseInt(from, 10);
  const high = to.trim() === '' ? null : Number.parseInt(to, 10);
  // A range the codec would drop is said, not silently ignored.
  const isReversed = Number.isFinite(low) && high !== null && Number.isFinite(high) && high < low;
  const refuseReversed = (event: FormEvent | MouseEvent): boolean => {
    setReversed(isReversed);
    if (isReversed) event.preventDefault();
    return isReversed;
  };
  const apply = (event: FormEvent): void => {
    event.preventDefault();
    if (refuseReversed(event)) return;
    // The codec drops a range it cannot read (and clamps the rest); the form only avoids sending NaN.
    onChange({ priceRange: { from: Number.isFinite(low) ? low : 1, to: high !== null && Number.isFinite(high) ? high : null } });
  };
  return (
    <form onSubmit={apply} className="listing-filter listing-filter--price">
      <fieldset>
        <legend>{t(state.totalPrice ? 'filters.priceForAll' : 'filters.pricePerPerson')}</legend>
        <label htmlFor={fromId}>{t('filters.priceFrom')}</label>
        <input
          id={fromId}
          type="number"
          name="cena"
          form={formId}
          inputMode="numeric"
          min={1}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <label htmlFor={toId}>{t('filters.priceTo')}</label>
        <input
          id={toId}
          type="number"
          name="cena"
          form={formId}
          inputMode="numeric"
          min={1}
          placeholder={t('filters.noLimit')}
          value={to}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        {reversed ? (
          <p id={errorId} className="tr-field__error" role="alert">
            {t('filters.priceReversed')}
          </p>
        ) : null}
        <button type="submit" form={formId} onClick={refuseReversed}>
          {t('filters.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}

function BeachFilter({ value, onChange, formId }: { value: number; onChange: (distance: number) => void; formId: string | undefined }) {
  const { t } = useTranslation('listing');
  const id = useId();
  return (
    <div className="listing-filter">
      <label htmlFor={id}>{t('filters.beachDistance')}</label>
      <select id={id} name="odleglosc-od-plazy" form={formId} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {BEACH_DISTANCES.includes(value as never) ? null : <option value={value}>{t('filters.beachUpTo', { metres: value })}</option>}
        {BEACH_DISTANCES.map((metres) => (
          <option key={metres} value={metres}>
            {metres >= 2000 ? t('filters.beachAny') : t('filters.beachUpTo', { metres })}
          </option>
        ))}
      </select>
    </div>
  );
}
