// The ARIA 1.2 combobox pattern: roles on divs, options not focusable (focus stays in the input
// and aria-activedescendant points at the option), so native select/datalist cannot do it.
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import type { TransportSlug } from '@travel/search-model';
import type { FetchSuggestions } from './api/autosuggest-api';
import { suggestionOptions, type AutosuggestSelection, type SuggestionOption } from './suggestion-options';
import { useAutosuggest } from './use-autosuggest';

export interface DestinationAutosuggestProps {
  /** The text in the field (the parent keeps it, so it can show a chosen destination's name). */
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (selection: AutosuggestSelection) => void;
  /** Narrow suggestions to what this category and transport offer. */
  category?: string;
  transport?: TransportSlug;
  /** The visible label; the home box's 'Dokąd?' by default. */
  label?: string;
  name?: string;
  fetchSuggestions?: FetchSuggestions;
  debounceMs?: number;
}

/**
 * Destination and hotel search as an ARIA 1.2 combobox: the input owns the listbox through
 * `aria-controls`, focus stays in the input and `aria-activedescendant` names the highlighted option.
 * ArrowDown/ArrowUp move (wrapping), Enter picks, Escape closes (a second Escape clears the text).
 */
export function DestinationAutosuggest({
  value,
  onValueChange,
  onSelect,
  category,
  transport,
  label,
  name,
  fetchSuggestions,
  debounceMs,
}: DestinationAutosuggestProps) {
  const { t } = useTranslation('home');
  const ids = useId();
  const inputId = `${ids}-input`;
  const listboxId = `${ids}-listbox`;
  const messageId = `${ids}-message`;
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const suggest = useAutosuggest(value, {
    ...(category === undefined ? {} : { category }),
    ...(transport === undefined ? {} : { transport }),
    ...(fetchSuggestions === undefined ? {} : { fetchSuggestions }),
    ...(debounceMs === undefined ? {} : { debounceMs }),
  });
  const groups = suggest.result === null ? { destinations: [], hotels: [] } : suggestionOptions(suggest.result);
  const options: SuggestionOption[] = [...groups.destinations, ...groups.hotels];
  const listVisible = open && suggest.status === 'ready' && options.length > 0;
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const optionId = (option: SuggestionOption): string => `${ids}-option-${option.key}`;
  const active = listVisible && activeIndex >= 0 ? options[activeIndex] : undefined;

  const choose = (option: SuggestionOption): void => {
    onValueChange(option.label);
    onSelect(option.selection);
    setOpen(false);
    setActiveKey(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!listVisible) {
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const start = activeIndex < 0 ? (step === 1 ? -1 : options.length) : activeIndex;
        const next = options[(start + step + options.length) % options.length];
        setActiveKey(next?.key ?? null);
        return;
      }
      case 'Enter':
        if (active !== undefined) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (open && value !== '') {
          event.preventDefault();
          setOpen(false);
          setActiveKey(null);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        return;
      default:
    }
  };

  const message = !open
    ? ''
    : suggest.status === 'tooShort'
      ? t('autosuggest.tooShort')
      : suggest.status === 'loading'
        ? t('autosuggest.loading')
        : suggest.status === 'error'
          ? t('autosuggest.error')
          : suggest.status === 'ready' && options.length === 0
            ? t('autosuggest.noResults')
            : suggest.status === 'ready'
              ? t('autosuggest.results', { count: options.length })
              : '';

  const renderGroup = (groupOptions: SuggestionOption[], heading: string) =>
    groupOptions.length === 0 ? null : (
      <div role="group" aria-label={heading} className="search-autosuggest__group">
        <div aria-hidden="true" className="search-autosuggest__group-heading">
          {heading}
        </div>
        {groupOptions.map((option) => (
          <div
            key={option.key}
            id={optionId(option)}
            role="option"
            aria-selected={option.key === active?.key}
            className={
              option.key === active?.key ? 'search-autosuggest__option search-autosuggest__option--active' : 'search-autosuggest__option'
            }
            data-testid="autosuggest-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="search-autosuggest__label">{option.label}</span>{' '}
            <span className="search-autosuggest__detail">
              {option.detail.kind === 'offers' ? t('autosuggest.offers', { count: option.detail.count }) : option.detail.text}
            </span>
          </div>
        ))}
      </div>
    );

  return (
    <div className="search-autosuggest">
      <label htmlFor={inputId} className="search-field__label">
        {label ?? t('search.destination')}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        className="search-field__input"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={listVisible}
        aria-controls={listboxId}
        aria-activedescendant={active === undefined ? undefined : optionId(active)}
        aria-describedby={messageId}
        placeholder={t('search.destinationPlaceholder')}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActiveKey(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('autosuggest.listLabel')}
        className="search-autosuggest__listbox"
        hidden={!listVisible}
      >
        {listVisible ? (
          <>
            {renderGroup(groups.destinations, t('autosuggest.destinations'))}
            {renderGroup(groups.hotels, t('autosuggest.hotels'))}
          </>
        ) : null}
      </div>
      <output id={messageId} aria-live="polite" className="search-autosuggest__message" data-testid="autosuggest-message">
        {/* With the list open, sighted users read the list; the count is for screen readers. */}
        {listVisible ? <VisuallyHidden>{message}</VisuallyHidden> : message}
      </output>
    </div>
  );
}
