import { useId } from 'react';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, VisuallyHidden } from '@travel/ui';
import type { IsoDate } from '@travel/search-model';
import type { CalendarDay, CalendarOtherDay, OfferCalendar } from '@travel/contracts/api/offers';
import { monthWeeks } from './calendar-month';

export interface PriceCalendarProps {
  calendar: OfferCalendar | undefined;
  failed: boolean;
  onRetry: () => void;
  selected: IsoDate | null;
  /** Prices per adult or for the whole party. */
  totalPrice: boolean;
  onMonthChange: (month: string) => void;
  /** A day chosen: its cheapest offer under the current choices, or the offer of other choices. */
  onSelect: (day: CalendarDay | CalendarOtherDay) => void;
}

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/**
 * The cheapest departure per day under the shopper's choices, month by month; a day with a
 * departure is a button. A day with departures only under other choices shows no price beside
 * the others (it would not compare) but "zmiana", and says in its name which choices it changes.
 */
export function PriceCalendar({ calendar, failed, onRetry, selected, totalPrice, onMonthChange, onSelect }: PriceCalendarProps) {
  const { t } = useTranslation('hotel');
  const pricesId = useId();
  if (failed) return <ErrorMessage title={t('configurator.loadError')} onRetry={onRetry} retryLabel={t('retry')} />;
  if (calendar === undefined) return <LoadingText>{t('configurator.loading')}</LoadingText>;
  const monthIndex = calendar.months.findIndex((entry) => entry.month === calendar.month);
  const previous = monthIndex > 0 ? calendar.months[monthIndex - 1] : undefined;
  const next = monthIndex >= 0 ? calendar.months[monthIndex + 1] : undefined;
  const byDay = new Map(calendar.days.map((day) => [day.date, day]));
  const otherByDay = new Map(calendar.otherDays.map((day) => [day.date, day]));
  const [year, monthNumber] = calendar.month.split('-');
  const monthName = t(`months.${MONTHS[Number(monthNumber) - 1] ?? '1'}`);
  const caption = t('configurator.calendar.month', { month: monthName, year });
  return (
    <div className="price-calendar" data-testid="price-calendar">
      <div className="price-calendar__nav">
        <button type="button" disabled={previous === undefined} onClick={() => previous && onMonthChange(previous.month)}>
          {t('configurator.calendar.previous')}
        </button>
        <button type="button" disabled={next === undefined} onClick={() => next && onMonthChange(next.month)}>
          {t('configurator.calendar.next')}
        </button>
      </div>
      {/* A price must say whom it is for (docs/product/validation-and-display.md): per adult or the whole party. */}
      <p className="price-calendar__legend" id={pricesId}>
        {t(totalPrice ? 'configurator.calendar.pricesTotal' : 'configurator.calendar.pricesPerPerson')}
      </p>
      <table className="price-calendar__grid" aria-describedby={pricesId}>
        <caption aria-live="polite">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={t(`configurator.calendar.weekdayNames.${day}`)}>
                {t(`configurator.calendar.weekdays.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(calendar.month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (day === null) return <td key={d} aria-hidden="true" className="price-calendar__day--outside" />;
                const offer = byDay.get(day);
                const other = otherByDay.get(day);
                const dayNumber = Number(day.slice(8));
                if (offer === undefined && other !== undefined) {
                  const changes = other.changes.map((change) => t(`configurator.calendar.changeNames.${change}`)).join(', ');
                  return (
                    <td key={d} className="price-calendar__day price-calendar__day--other">
                      <button
                        type="button"
                        aria-pressed={selected === day}
                        aria-label={t('configurator.calendar.dayOther', { date: formatDate(day, 'd MMMM yyyy'), changes })}
                        data-date={day}
                        data-offer={other.hash}
                        data-other-choices={other.changes.join(' ')}
                        onClick={() => onSelect(other)}
                      >
                        <span>{dayNumber}</span>
                        <span className="price-calendar__price">{t('configurator.calendar.otherMark')}</span>
                      </button>
                    </td>
                  );
                }
                if (offer === undefined) {
                  return (
                    <td key={d} className="price-calendar__day price-calendar__day--none">
                      <span aria-hidden="true">{dayNumber}</span>
                      <VisuallyHidden>{t('configurator.calendar.dayUnavailable', { date: formatDate(day, 'd MMMM yyyy') })}</VisuallyHidden>
                    </td>
                  );
                }
                const price = formatPrice(totalPrice ? offer.priceTotal : offer.pricePerPerson);
                const cheapest = calendar.cheapest?.date === day;
                return (
                  <td key={d} className={`price-calendar__day${cheapest ? ' price-calendar__day--cheapest' : ''}`}>
                    <button
                      type="button"
                      aria-pressed={selected === day}
                      aria-label={t('configurator.calendar.day', { date: formatDate(day, 'd MMMM yyyy'), price })}
                      data-date={day}
                      data-offer={offer.hash}
                      onClick={() => onSelect(offer)}
                    >
                      <span>{dayNumber}</span>
                      <span className="price-calendar__price">{price}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {calendar.otherDays.length === 0 ? null : <p className="price-calendar__legend">{t('configurator.calendar.legend')}</p>}
    </div>
  );
}
