import { DEFAULT_PRICE_FROM } from '../defaults/search-defaults';
import { FILTR_KEYS, KEY_VALUE_SEPARATOR, LIST_SEPARATOR, PAIR_SEPARATOR, type FiltrKey } from './filtr-keys';

const FIELD_KEYS: ReadonlySet<string> = new Set(FILTR_KEYS);

/**
 * Whether a query carries form fields named after `filtr` keys (`?filtr=…&sortowanie=ocena`): what
 * the listing's GET form sends when it is submitted without JavaScript
 * (docs/adr/0220-listing-before-hydration.md).
 */
export function hasFiltrFormFields(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (FIELD_KEYS.has(key)) return true;
  return false;
}

/**
 * The form fields of a query as `filtr` key and value: several fields of one key make one comma
 * list (two checkboxes or the two price inputs give `wyzywienie:ai,hb` and `cena:1000,3000`), and
 * a field whose values are all empty gives '' (an unticked group submits only its empty hidden
 * field: the key goes back to its default). A submitted form is a new search: the page is named
 * (empty, so back to 1) unless a field names it.
 */
export function formFields(params: URLSearchParams): Map<FiltrKey, string> {
  const fields = new Map<FiltrKey, string>();
  for (const key of FILTR_KEYS) {
    if (!params.has(key)) continue;
    const values = params.getAll(key).map((value) => value.trim());
    const given = values.filter((value) => value !== '');
    // `cena` keeps its empty upper bound (`1000,` is "from 1000, no limit") and reads an empty lower
    // one as the default (the field shows no "1"); other empty fields drop out.
    const price = [values[0] || String(DEFAULT_PRICE_FROM), ...values.slice(1)];
    const joined = given.length === 0 ? '' : (key === 'cena' ? price : given).join(LIST_SEPARATOR);
    fields.set(key, joined);
  }
  if (fields.size > 0 && !fields.has('strona')) fields.set('strona', '');
  return fields;
}

/** The `filtr` of the fields that carry a value. */
export function formFieldsFiltr(fields: ReadonlyMap<FiltrKey, string>): string {
  return [...fields]
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}${KEY_VALUE_SEPARATOR}${value}`)
    .join(PAIR_SEPARATOR);
}
