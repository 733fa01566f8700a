import { useEffect, useId, useRef } from 'react';
import { formatDate, useTranslation } from '@travel/i18n';
import type { IsoDate } from '@travel/search-model';
import type { CalendarChoiceChange } from './calendar-changes';

export interface CalendarChangeNoticeProps {
  date: IsoDate;
  changes: readonly CalendarChoiceChange[];
  /** How each choice's value reads ('Radom', '8 dni / 7 nocy', 'TUI'). */
  valueLabel: (change: CalendarChoiceChange, value: CalendarChoiceChange['from']) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Says which choices a calendar day would change before anything changes; the shopper confirms
 * or keeps the current choice. Focus moves to it, so a keyboard or screen-reader user hears it.
 */
export function CalendarChangeNotice({ date, changes, valueLabel, onConfirm, onCancel }: CalendarChangeNoticeProps) {
  const { t } = useTranslation('hotel');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted once per day (the page keys it by the date).
  useEffect(() => heading.current?.focus(), []);
  const what = (change: CalendarChoiceChange): string => {
    switch (change.choice) {
      case 'departureCity':
        return t('configurator.departureCity');
      case 'durationDays':
        return t('configurator.duration');
      case 'board':
        return t('configurator.board');
      case 'roomCode':
        return t('configurator.room');
      case 'tourOperator':
        return t('configurator.calendar.notice.operator');
    }
  };
  return (
    <section className="configurator__change-notice" data-testid="calendar-change-notice" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('configurator.calendar.notice.title', { date: formatDate(date, 'd MMMM yyyy') })}
      </h3>
      <p>{t('configurator.calendar.notice.intro')}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.choice} data-choice={change.choice}>
            {t('configurator.calendar.notice.line', {
              what: what(change),
              from: valueLabel(change, change.from),
              to: valueLabel(change, change.to),
            })}
          </li>
        ))}
      </ul>
      <div className="configurator__change-actions">
        <button type="button" onClick={onConfirm}>
          {t('configurator.calendar.notice.confirm')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('configurator.calendar.notice.cancel')}
        </button>
      </div>
    </section>
  );
}
