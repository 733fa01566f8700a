import { DEFAULT_PRICE_FROM } from '../defaults/search-defaults';
import { FILTR_KEYS, FILTR_PARAM, KEY_VALUE_SEPARATOR, LIST_SEPARATOR, PAIR_SEPARATOR, type FiltrKey } from './filtr-keys';

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
 * The `filtr` value of a query whose form fields are merged in: a field named after a key replaces
 * that key's pair in `filtr` (several fields of one key make one comma list, so two checkboxes or
 * the two price inputs give `wyzywienie:ai,hb` and `cena:1000,3000`), and a field whose values are
 * all empty removes the key (an unticked group submits only its empty hidden field); the page goes
 * back to 1 unless a field names it. Null when the
 * query has neither `filtr` nor a field. The result is read by the codec like any typed address:
 * invalid values fall back to their defaults.
 */
export function filtrWithFormFields(params: URLSearchParams): string | null {
  const filtr = params.get(FILTR_PARAM);
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
  if (fields.size === 0) return filtr;
  // A submitted form is a new search: back to page 1 unless the form names the page itself.
  if (!fields.has('strona')) fields.set('strona', '');
  const kept = (filtr ?? '').split(PAIR_SEPARATOR).filter((pair) => {
    const at = pair.indexOf(KEY_VALUE_SEPARATOR);
    return pair !== '' && !(at > 0 && fields.has(pair.slice(0, at) as FiltrKey));
  });
  const added = [...fields].filter(([, value]) => value !== '').map(([key, value]) => `${key}${KEY_VALUE_SEPARATOR}${value}`);
  return [...kept, ...added].join(PAIR_SEPARATOR);
}
