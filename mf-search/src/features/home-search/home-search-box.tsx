import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import {
  DEPARTURE_WINDOWS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  PLANE_DEPARTURE_CITIES,
  SEARCH_CATEGORIES,
  addDays,
  warsawToday,
  warsawTomorrow,
  type DestinationRef,
  type HotelRef,
  type TransportSlug,
} from '@travel/search-model';
import {
  DURATION_PRESETS,
  emptyHomeSearchForm,
  homeSearchState,
  homeSearchUrl,
  type DurationPreset,
  type HomeSearchForm,
} from './home-search-state';

/** A pick from the destination field (the autosuggest's selection has this shape). */
export type DestinationChoice =
  { kind: 'destination'; destination: DestinationRef; label: string } | { kind: 'hotel'; hotel: HotelRef; label: string };

/** What the page's destination field gets: the box keeps the text and the pick. */
export interface DestinationFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (choice: DestinationChoice) => void;
  category: string;
  transport: TransportSlug;
}

export interface HomeSearchBoxProps {
  /** The destination field (the page passes the autosuggest combobox). */
  renderDestinationField: (props: DestinationFieldProps) => ReactNode;
  now?: Date;
}

const DURATION_KEYS = Object.keys(DURATION_PRESETS) as DurationPreset[];
const ADULT_COUNTS = Array.from({ length: MAX_ADULTS - MIN_ADULTS + 1 }, (_, i) => MIN_ADULTS + i);

/** The hero search: builds the listing address with the search model and opens it. */
export function HomeSearchBox({ renderDestinationField, now }: HomeSearchBoxProps) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const ids = useId();
  const [mountedAt] = useState(() => new Date());
  const clock = now ?? mountedAt;
  const [form, setForm] = useState<HomeSearchForm>(emptyHomeSearchForm);
  const [destinationText, setDestinationText] = useState('');
  const tomorrow = warsawTomorrow(clock);
  const today = warsawToday(clock);
  const transport = homeSearchState({ ...form, destination: null, hotel: null }, clock).transport;

  const edit = (patch: Partial<HomeSearchForm>): void => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void navigate(homeSearchUrl(form, clock));
  };

  const field = (name: string): string => `${ids}-${name}`;

  return (
    <search aria-label={t('search.label')} className="home-search">
      <form className="home-search__form" onSubmit={submit} noValidate>
        <div className="home-search__row">
          <div className="search-field search-field--wide">
            {renderDestinationField({
              value: destinationText,
              onValueChange: (value) => {
                setDestinationText(value);
                // Typing again drops the earlier pick; the text alone is no destination.
                if (form.destination !== null || form.hotel !== null) edit({ destination: null, hotel: null });
              },
              onSelect: (choice) =>
                edit(
                  choice.kind === 'destination'
                    ? { destination: choice.destination, hotel: null }
                    : { hotel: choice.hotel, destination: null },
                ),
              category: form.category,
              transport,
            })}
          </div>
          <SearchSelect
            id={field('category')}
            label={t('search.category')}
            value={form.category}
            options={SEARCH_CATEGORIES.map((category) => ({ value: category.slug, label: category.label }))}
            onChange={(category) => edit({ category })}
          />
          <SearchSelect
            id={field('city')}
            label={t('search.departureCity')}
            value={form.departureCity}
            options={[
              { value: '', label: t('search.anyCity') },
              ...PLANE_DEPARTURE_CITIES.map((city) => ({ value: city.slug, label: city.label })),
            ]}
            onChange={(departureCity) => edit({ departureCity })}
          />
        </div>
        <div className="home-search__row">
          <SearchSelect
            id={field('window')}
            label={t('search.departureWindow')}
            value={form.departureWindow}
            options={[
              { value: '', label: t('search.byDates') },
              ...DEPARTURE_WINDOWS.map((window) => ({ value: window.slug, label: window.label })),
            ]}
            onChange={(departureWindow) => edit({ departureWindow })}
          />
          <div className="search-field">
            <label htmlFor={field('from')} className="search-field__label">
              {t('search.dateFrom')}
            </label>
            <input
              id={field('from')}
              type="date"
              className="search-field__input"
              min={tomorrow}
              max={addDays(today, 730)}
              value={form.dateFrom}
              disabled={form.departureWindow !== ''}
              onChange={(e) => edit({ dateFrom: e.target.value })}
            />
          </div>
          <div className="search-field">
            <label htmlFor={field('to')} className="search-field__label">
              {t('search.dateTo')}
            </label>
            <input
              id={field('to')}
              type="date"
              className="search-field__input"
              min={form.dateFrom === '' ? addDays(tomorrow, 1) : form.dateFrom}
              max={addDays(today, 760)}
              value={form.dateTo}
              disabled={form.departureWindow !== ''}
              onChange={(e) => edit({ dateTo: e.target.value })}
            />
          </div>
          <SearchSelect
            id={field('duration')}
            label={t('search.duration')}
            value={form.duration}
            options={DURATION_KEYS.map((key) => ({ value: key, label: t(`search.durations.${key}`) }))}
            onChange={(duration) => edit({ duration: duration as DurationPreset })}
          />
        </div>
        <fieldset className="home-search__party">
          <legend>{t('search.party')}</legend>
          <SearchSelect
            id={field('adults')}
            label={t('search.adults')}
            value={form.adults}
            options={ADULT_COUNTS.map((count) => ({ value: count, label: tc('plural.adults', { count }) }))}
            onChange={(adults) => edit({ adults: Number(adults) })}
          />
          {form.children.map((birthDate, index) => (
            // Children have no identity beyond their place in the list.
            // oxlint-disable-next-line react/no-array-index-key
            <div className="search-field search-field--child" key={index}>
              <label htmlFor={field(`child-${index}`)} className="search-field__label">
                {t('search.childBirthDate', { number: index + 1 })}
              </label>
              <input
                id={field(`child-${index}`)}
                type="date"
                className="search-field__input"
                max={today}
                min={addDays(today, -18 * 366)}
                value={birthDate}
                onChange={(e) => edit({ children: form.children.map((date, i) => (i === index ? e.target.value : date)) })}
              />
              <button
                type="button"
                className="home-search__link-button"
                onClick={() => edit({ children: form.children.filter((_, i) => i !== index) })}
              >
                {t('search.removeChild', { number: index + 1 })}
              </button>
            </div>
          ))}
          {form.children.length < MAX_CHILDREN ? (
            <button type="button" className="home-search__secondary" onClick={() => edit({ children: [...form.children, ''] })}>
              {t('search.addChild')}
            </button>
          ) : null}
        </fieldset>
        <button type="submit" className="home-search__submit" data-testid="home-search-submit">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}

interface SearchSelectProps {
  id: string;
  label: string;
  value: string | number;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  onChange: (value: string) => void;
}

/** One labelled choice of the hero search (category, city, window, duration, adults). */
function SearchSelect({ id, label, value, options, onChange }: SearchSelectProps) {
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <select id={id} className="search-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
