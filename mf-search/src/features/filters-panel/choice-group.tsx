import { useId, useState } from 'react';
import { useTranslation } from '@travel/i18n';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Hotels the search would give with this option chosen; undefined while unknown. */
  count?: number | undefined;
}

export interface ChoiceGroupProps {
  legend: string;
  type: 'checkbox' | 'radio';
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Long lists show this many options until the shopper asks for all. */
  collapsedAfter?: number;
}

/** A labelled group of checkboxes or radios, each option with its live count. */
export function ChoiceGroup({ legend, type, options, selected, onChange, collapsedAfter }: ChoiceGroupProps) {
  const { t } = useTranslation('listing');
  const name = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = collapsedAfter ?? options.length;
  // Chosen options stay visible in a collapsed list, so the shopper can always untick them.
  const shown = expanded ? options : options.filter((option, index) => index < limit || selected.includes(option.value));
  const toggle = (value: string, checked: boolean): void => {
    if (type === 'radio') onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  };
  return (
    <fieldset className="listing-filter">
      <legend>{legend}</legend>
      <ul id={listId} className="listing-filter__options">
        {shown.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type={type}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={option.count === 0 && !selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
              {option.count === undefined ? null : <span className="listing-filter__count"> ({option.count})</span>}
            </label>
          </li>
        ))}
      </ul>
      {options.length > limit ? (
        <button
          type="button"
          className="listing-filter__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('filters.showLess') : t('filters.showAll', { count: options.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
