import { MIN_SEARCH_KEYWORD_LENGTH } from '../defaults/search-defaults';

/**
 * Whether an autosuggest keyword may be sent (docs/product/validation-and-display.md: at least 3 characters; the UI shows
 * 'Musisz wpisać min. 3 znaki' otherwise). Surrounding spaces do not count.
 */
export function isSearchKeywordLongEnough(keyword: string): boolean {
  return [...keyword.trim()].length >= MIN_SEARCH_KEYWORD_LENGTH;
}
