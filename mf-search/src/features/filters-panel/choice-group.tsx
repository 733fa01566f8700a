import { useId, useState } from 'react';
import { useTranslation } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import type { FiltrKey } from '@travel/search-model';

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
  /**
   * The `filtr` key the options' values are written in: the inputs are then fields of the listing's
   * GET form (`form`), so the group works before hydration (docs/adr/0220-listing-before-hydration.md).
   */
  field?: FiltrKey | undefined;
  /** The id of the listing's form the field belongs to. */
  form?: string | undefined;
  /**
   * The options are still being asked for (the browser-only destination tree): the group keeps
   * the height of its collapsed list, so the filters below do not move when they arrive.
   */
  pending?: boolean | undefined;
}

/** A labelled group of checkboxes or radios, each option with its live count. */
export function ChoiceGroup({ legend, type, options, selected, onChange, collapsedAfter, field, form, pending }: ChoiceGroupProps) {
  const { t } = useTranslation('listing');
  const ownName = useId();
  const name = field ?? ownName;
  const formOf = field === undefined ? undefined : form;
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
    <fieldset className={pending ? 'listing-filter listing-filter--pending' : 'listing-filter'} aria-busy={pending ? true : undefined}>
      <legend>{legend}</legend>
      {/* A group with no box ticked still names its key, so the form clears it. */}
      {field !== undefined && type === 'checkbox' ? <input type="hidden" name={field} value="" form={formOf} /> : null}
      <ul id={listId} className="listing-filter__options">
        {shown.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type={type}
                name={name}
                form={formOf}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={option.count === 0 && !selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
              {option.count === undefined ? null : (
                <span className="listing-filter__count">
                  {' '}
                  <span aria-hidden="true">({option.count})</span>
                  <VisuallyHidden>{t('filters.hotels', { count: option.count })}</VisuallyHidden>
                </span>
              )}
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
