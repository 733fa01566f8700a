import { useId, useState, type ReactNode } from 'react';
import type { CalendarDay, ConfigAlternative } from '@travel/contracts/api/offers';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText } from '@travel/ui';
import { BOARDS, TOUR_OPERATORS } from '@travel/search-model';
import { HonestPrice } from '../../components/honest-price';
import { useOfferCalendar } from './api/use-offer-config';
import { ReserveButton } from './reserve-button';
import { OWN_TRANSPORT } from './configuration-url';
import { labelOf, useOfferLabels } from './offer-labels';
import { monthOf } from './calendar-month';
import { PartyPicker } from './party-picker';
import { PriceCalendar } from './price-calendar';
import { calendarChanges, withCalendarDay, type CalendarChoiceChange } from './calendar-changes';
import { CalendarChangeNotice } from './calendar-change-notice';
import type { HotelOfferConfig } from './use-hotel-offer-config';

export interface OfferConfiguratorProps {
  hotelId: number;
  state: HotelOfferConfig;
  /** The favourites heart of the selected offer, rendered by the page. */
  renderFavorite?: (offerHash: string) => ReactNode;
}

const ANY = '';

/**
 * Party, departure city, date on a price calendar, duration, board and room; each choice is in the
 * address and prices the offer from the API. Unavailable combinations say so with alternatives.
 * 'Rezerwuj' checks the offer live, creates the order and opens its first step.
 */
export function OfferConfigurator({ hotelId, state, renderFavorite }: OfferConfiguratorProps) {
  const { t } = useTranslation('hotel');
  const id = useId();
  const labels = useOfferLabels();
  const { configuration, change, now, config } = state;
  const [calendarOpen, setCalendarOpen] = useState(false);
  /** A day that would change other choices, waiting for the shopper's yes. */
  const [pendingDay, setPendingDay] = useState<{ day: CalendarDay; changes: CalendarChoiceChange[] } | null>(null);
  const [calendarMonth, setCalendarMonth] = useState<string | null>(null);
  const month = calendarMonth ?? (configuration.departureDate === null ? null : monthOf(configuration.departureDate));
  // The operator of the offer on screen narrows the calendar like the choices do (docs/adr/0346-price-calendar-by-operator.md).
  const shownOperator = config.data?.status === 'available' ? (config.data.selected?.tourOperator ?? null) : null;
  const calendar = useOfferCalendar(hotelId, configuration, month, shownOperator, calendarOpen);

  if (config.isError && config.data === undefined) {
    return <ErrorMessage title={t('configurator.loadError')} onRetry={() => void config.refetch()} retryLabel={t('retry')} />;
  }
  if (config.data === undefined) return <LoadingText>{t('configurator.loading')}</LoadingText>;
  const data = config.data;
  if (data.offersCount === 0) return <p data-testid="configurator-empty">{t('configurator.noOffers')}</p>;

  const selected = data.status === 'available' ? data.selected : null;
  const persons = data.party.adults + data.party.children + data.party.infants;
  const optionText = (label: string, option: { priceFrom: number | null; available: boolean }): string =>
    option.available && option.priceFrom !== null
      ? t('configurator.optionPrice', { label, price: formatPrice(option.priceFrom) })
      : t('configurator.optionUnavailable', { label });
  const cityValue = (city: string | null): string => (city === null ? OWN_TRANSPORT : city);

  const applyAlternative = (alternative: ConfigAlternative): void => {
    const offer = alternative.offer;
    change({
      departureCity: offer.departureCity ?? OWN_TRANSPORT,
      departureDate: offer.departureDate,
      durationDays: offer.durationDays,
      board: offer.board,
      roomCode: offer.room.code,
    });
  };

  const roomName = (code: string): string => data.options.rooms.find((room) => room.value === code)?.name ?? code;
  const choiceValueLabel = (choiceChange: CalendarChoiceChange, value: string | number): string => {
    switch (choiceChange.choice) {
      case 'departureCity':
        return labels.city(value === OWN_TRANSPORT ? null : String(value));
      case 'durationDays':
        return labels.duration(Number(value));
      case 'board':
        return labelOf(BOARDS, String(value));
      case 'roomCode':
        return roomName(String(value));
      case 'tourOperator':
        return labelOf(TOUR_OPERATORS, String(value));
    }
  };

  const selectedDateLabel =
    configuration.departureDate === null ? t('configurator.anyDate') : formatDate(configuration.departureDate, 'd MMMM yyyy');

  return (
    <div className="configurator" data-testid="configurator" aria-busy={config.isFetching}>
      <PartyPicker
        adults={configuration.adults}
        childBirthDates={configuration.children}
        departureDate={configuration.departureDate}
        now={now}
        onChange={(party) => change(party)}
      />
      <div className="configurator__choices">
        <div className="configurator__field">
          <label htmlFor={`${id}-city`}>{t('configurator.departureCity')}</label>
          <select
            id={`${id}-city`}
            value={configuration.departureCity ?? ANY}
            onChange={(event) => change({ departureCity: event.target.value === ANY ? null : event.target.value })}
          >
            <option value={ANY}>{t('configurator.anyCity')}</option>
            {data.options.departureCities.map((option) => (
              <option key={cityValue(option.value)} value={cityValue(option.value)}>
                {optionText(labels.city(option.value), option)}
              </option>
            ))}
          </select>
        </div>
        <div className="configurator__field">
          <span id={`${id}-date-label`}>{t('configurator.departureDate')}</span>
          <button
            type="button"
            className="configurator__date-toggle"
            aria-expanded={calendarOpen}
            aria-controls={`${id}-calendar`}
            aria-describedby={`${id}-date-label`}
            onClick={() => {
              setCalendarOpen(!calendarOpen);
              setPendingDay(null);
            }}
            data-testid="calendar-toggle"
          >
            {t('configurator.calendar.toggleLabel', { date: selectedDateLabel })}
          </button>
          <div id={`${id}-calendar`} hidden={!calendarOpen}>
            {calendarOpen ? (
              <PriceCalendar
                calendar={calendar.data}
                failed={calendar.isError}
                onRetry={() => void calendar.refetch()}
                selected={configuration.departureDate}
                totalPrice={false}
                onMonthChange={setCalendarMonth}
                onSelect={(day) => {
                  const changes = calendarChanges(configuration, shownOperator, day);
                  if (changes.length > 0) {
                    setPendingDay({ day, changes });
                    return;
                  }
                  setPendingDay(null);
                  change({ departureDate: day.date });
                  setCalendarOpen(false);
                }}
              />
            ) : null}
            {calendarOpen && pendingDay !== null ? (
              <CalendarChangeNotice
                key={pendingDay.day.date}
                date={pendingDay.day.date}
                changes={pendingDay.changes}
                valueLabel={choiceValueLabel}
                onConfirm={() => {
                  change(withCalendarDay(pendingDay.day));
                  setPendingDay(null);
                  setCalendarOpen(false);
                }}
                onCancel={() => setPendingDay(null)}
              />
            ) : null}
          </div>
        </div>
        <div className="configurator__field">
          <label htmlFor={`${id}-duration`}>{t('configurator.duration')}</label>
          <select
            id={`${id}-duration`}
            value={configuration.durationDays === null ? ANY : String(configuration.durationDays)}
            onChange={(event) => change({ durationDays: event.target.value === ANY ? null : Number(event.target.value) })}
          >
            <option value={ANY}>{t('configurator.anyDuration')}</option>
            {data.options.durations.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {optionText(labels.duration(option.value), option)}
              </option>
            ))}
          </select>
        </div>
        <div className="configurator__field">
          <label htmlFor={`${id}-board`}>{t('configurator.board')}</label>
          <select
            id={`${id}-board`}
            value={configuration.board ?? ANY}
            onChange={(event) => change({ board: event.target.value === ANY ? null : event.target.value })}
          >
            <option value={ANY}>{t('configurator.anyBoard')}</option>
            {data.options.boards.map((option) => (
              <option key={option.value} value={option.value}>
                {optionText(labelOf(BOARDS, option.value), option)}
              </option>
            ))}
          </select>
        </div>
        <div className="configurator__field">
          <label htmlFor={`${id}-room`}>{t('configurator.room')}</label>
          <select
            id={`${id}-room`}
            value={configuration.roomCode ?? ANY}
            onChange={(event) => change({ roomCode: event.target.value === ANY ? null : event.target.value })}
          >
            <option value={ANY}>{t('configurator.anyRoom')}</option>
            {data.options.rooms.map((option) => (
              <option key={option.value} value={option.value}>
                {optionText(option.name, option)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="configurator__result" aria-live="polite" data-testid="configurator-result">
        {selected === null ? (
          <div className="configurator__unavailable" data-testid="configurator-unavailable">
            <p>
              <output>{t('configurator.unavailable')}</output>
            </p>
            {data.alternatives.length === 0 ? null : (
              <>
                <h3>{t('configurator.alternatives')}</h3>
                <ul className="configurator__alternatives">
                  {data.alternatives.map((alternative) => (
                    <li key={`${alternative.change}-${alternative.offer.hash}`}>
                      <button type="button" onClick={() => applyAlternative(alternative)} data-testid="alternative">
                        {t('configurator.alternative', {
                          change: t(`configurator.change.${alternative.change}`),
                          date: formatDate(alternative.offer.departureDate, 'd MMMM yyyy'),
                          duration: labels.duration(alternative.offer.durationDays),
                          board: labelOf(BOARDS, alternative.offer.board),
                          room: alternative.offer.room.name,
                          price: formatPrice(alternative.offer.pricePerPerson),
                        })}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : (
          <div className="configurator__offer" data-testid="selected-offer" data-offer={selected.hash}>
            <h3>{t('configurator.selectedOffer')}</h3>
            <ul className="configurator__offer-facts">
              <li>
                {labels.dates(selected.departureDate, selected.returnDate)} ({labels.duration(selected.durationDays)})
              </li>
              <li>{t('configurator.departure', { city: labels.city(selected.departureCity) })}</li>
              <li>
                {labelOf(BOARDS, selected.board)}, {selected.room.name}
              </li>
              <li>{t('configurator.operator', { operator: labelOf(TOUR_OPERATORS, selected.tourOperator) })}</li>
              {selected.placesLeft > 0 && selected.placesLeft <= 5 ? (
                <li>{t('configurator.placesLeft', { count: selected.placesLeft })}</li>
              ) : null}
            </ul>
            <HonestPrice
              pricePerPerson={selected.pricePerPerson}
              priceTotal={selected.priceTotal}
              regularPricePerPerson={selected.regularPricePerPerson}
              lowestPrice30dPerPerson={selected.lowestPrice30dPerPerson}
              discountPercent={selected.discountPercent}
              partyLabel={labels.party(persons)}
            />
            {selected.priceLines.length === 0 ? null : (
              <details className="configurator__breakdown">
                <summary>{t('price.breakdown')}</summary>
                <ul>
                  {selected.priceLines.map((line) => (
                    <li key={line.label}>
                      {t('price.line', { label: line.label, count: line.count, unit: formatPrice(line.unitPrice) })} ={' '}
                      {formatPrice(line.total)}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <div className="configurator__actions">
              <ReserveButton offer={selected} party={{ adults: configuration.adults, children: [...configuration.children] }} />
              {renderFavorite?.(selected.hash)}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
