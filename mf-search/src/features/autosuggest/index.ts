export { DestinationAutosuggest, type DestinationAutosuggestProps } from './destination-autosuggest';
export type { AutosuggestSelection } from './suggestion-options';
export { useAutosuggest, AUTOSUGGEST_DEBOUNCE_MS } from './use-autosuggest';
