import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '@travel/i18n';
import { listingFormTarget, parseListingUrl, toListingUrl, type SearchState } from '@travel/search-model';

export interface ListingFormProps {
  /** The id the listing's controls name in their `form` attribute. */
  id: string;
  state: SearchState;
  now: Date;
  navigateTo: (state: SearchState) => void;
}

/** The search a form's fields give, read by the search model as the site server reads them. */
function searchOfForm(form: HTMLFormElement, action: string, now: Date): SearchState | null {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return parseListingUrl(action, `?${params.toString()}`, { now })?.state ?? null;
}

/**
 * The listing's GET form (docs/adr/0220-listing-before-hydration.md). Its fields are the controls
 * that name it in their `form` attribute (sort, price mode, the filters written as `filtr` values),
 * wherever they sit on the page; the hidden `filtr` carries every other choice. Without JavaScript
 * the form goes to the site server, which answers with the canonical address; once hydrated a
 * submit navigates in place. A choice made before the page hydrated (the DOM then holds a value
 * React did not render) is applied when the form mounts, so the controls and the offers agree.
 */
export function ListingForm({ id, state, now, navigateTo }: ListingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const target = listingFormTarget(state, { now });

  const mounted = useRef({ state, now, navigateTo, action: target.action });
  useEffect(() => {
    const element = form.current;
    const { state: shown, now: at, navigateTo: go, action } = mounted.current;
    if (element === null) return;
    const chosen = searchOfForm(element, action, at);
    if (chosen === null || toListingUrl(chosen, { now: at }) === toListingUrl({ ...shown, page: 1 }, { now: at })) return;
    // After this commit's other effects: the listing's rewrite of a non-canonical address
    // (`useListingSearch`, an effect of the parent, run after this one) would replace the choice.
    queueMicrotask(() => go(chosen));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const chosen = searchOfForm(event.currentTarget, target.action, now);
    if (chosen !== null) navigateTo(chosen);
  };

  return (
    <form id={id} ref={form} method="get" action={target.action} className="listing-form" onSubmit={submit} data-testid="listing-form">
      <input type="hidden" name="filtr" value={target.filtr} />
      <ListingFormSubmit form={id} />
    </form>
  );
}

/** A submit button of the listing's form for pages read without JavaScript (elsewhere on the page). */
export function ListingFormSubmit({ form }: { form: string }) {
  const { t } = useTranslation('listing');
  return (
    <noscript>
      <button type="submit" form={form} className="tr-button tr-button--primary">
        {t('form.submit')}
      </button>
    </noscript>
  );
}
