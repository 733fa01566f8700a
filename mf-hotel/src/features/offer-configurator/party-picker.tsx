import { useEffect, useId, useRef, useState } from 'react';
import { PARTY_LIMITS, partyIssue } from '@travel/contracts/api/party-rules';
import { useTranslation } from '@travel/i18n';
import { childAge, warsawToday, type IsoDate } from '@travel/search-model';

export interface PartyPickerProps {
  adults: number;
  childBirthDates: readonly IsoDate[];
  /** The departure day the children's ages are counted on (today when none is chosen yet). */
  departureDate: IsoDate | null;
  now: Date;
  onChange: (party: { adults: number; children: IsoDate[] }) => void;
}

const ADULT_OPTIONS = Array.from({ length: PARTY_LIMITS.maxAdults - PARTY_LIMITS.minAdults + 1 }, (_, i) => i + PARTY_LIMITS.minAdults);

/**
 * Adults and children by birth date, with the rules the server applies (`partyIssue`): a birth
 * date not in the future, the child under 18 on the departure day; under one year is an infant.
 * A child being typed stays here until its date is valid, then the party goes to the address.
 */
export function PartyPicker({ adults, childBirthDates, departureDate, now, onChange }: PartyPickerProps) {
  const { t } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const today = warsawToday(now);
  const onDay = departureDate ?? today;
  // Drafts belong to the party the address holds; when the address changes under them (back
  // button, an alternative) they start again from it.
  const committed = childBirthDates.join(',');
  const [draftState, setDraftState] = useState(() => ({ from: committed, drafts: [...childBirthDates] }));
  if (draftState.from !== committed) setDraftState({ from: committed, drafts: [...childBirthDates] });
  const drafts = draftState.from === committed ? draftState.drafts : [...childBirthDates];
  const setDrafts = (next: string[]): void => setDraftState({ from: committed, drafts: next });

  // Adding a child moves focus to its birth date; removing one, whose button goes away with it, to
  // "Dodaj dziecko" rather than the page's body (WCAG 2.4.3).
  const dateInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (target === 'add' ? addButton.current : dateInputs.current.get(target))?.focus();
  });

  const invalid = (value: string): boolean => value === '' || partyIssue([value], today, onDay) !== null;
  const commit = (next: string[]): void => {
    setDrafts(next);
    if (next.every((value) => !invalid(value))) onChange({ adults, children: next });
  };

  return (
    <fieldset className="configurator__party">
      <legend>{t('configurator.party')}</legend>
      <label htmlFor={`${id}-adults`}>{t('configurator.adults')}</label>
      <select
        id={`${id}-adults`}
        value={adults}
        onChange={(event) => onChange({ adults: Number(event.target.value), children: [...childBirthDates] })}
      >
        {ADULT_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {tc('plural.adults', { count: n })}
          </option>
        ))}
      </select>
      <p className="configurator__children-heading">{t('configurator.children')}</p>
      <ul className="configurator__children">
        {drafts.map((value, index) => {
          const inputId = `${id}-child-${index}`;
          const bad = value !== '' && invalid(value);
          const age = !bad && value !== '' ? childAge(value, onDay) : null;
          return (
            <li key={index}>
              <label htmlFor={inputId}>{t('configurator.childBirthDate', { index: index + 1 })}</label>
              <input
                ref={(input) => {
                  if (input) dateInputs.current.set(index, input);
                  else dateInputs.current.delete(index);
                }}
                id={inputId}
                type="date"
                value={value}
                max={today}
                aria-invalid={bad}
                aria-describedby={`${inputId}-note`}
                onChange={(event) => commit(drafts.map((draft, i) => (i === index ? event.target.value : draft)))}
              />
              <span id={`${inputId}-note`} className={bad ? 'configurator__error' : 'configurator__note'}>
                {bad
                  ? t('configurator.childInvalid')
                  : age === null
                    ? ''
                    : t('configurator.childAge', { age: age === 'infant' ? t('configurator.infant') : tc('plural.years', { count: age }) })}
              </span>
              <button
                type="button"
                onClick={() => {
                  focusNext.current = 'add';
                  commit(drafts.filter((_, i) => i !== index));
                }}
              >
                {t('configurator.removeChild', { index: index + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
      {drafts.length < PARTY_LIMITS.maxChildren ? (
        <button
          ref={addButton}
          type="button"
          onClick={() => {
            focusNext.current = drafts.length;
            setDrafts([...drafts, '']);
          }}
        >
          {t('configurator.addChild')}
        </button>
      ) : (
        <p>{t('configurator.childrenLimit', { count: PARTY_LIMITS.maxChildren })}</p>
      )}
    </fieldset>
  );
}
