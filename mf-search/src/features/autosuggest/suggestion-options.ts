import type { DestinationRef, HotelRef } from '@travel/search-model';
import type { AutosuggestResult } from './api/autosuggest-api';

/** What the shopper picked: a destination or a hotel, as the search state holds them. */
export type AutosuggestSelection =
  { kind: 'destination'; destination: DestinationRef; label: string } | { kind: 'hotel'; hotel: HotelRef; label: string };

export interface SuggestionOption {
  /** Unique within one answer; part of the option's DOM id. */
  key: string;
  label: string;
  /** Where it is (hotels) or how many offers (destinations); shown beside the label. */
  detail: { kind: 'offers'; count: number } | { kind: 'place'; text: string };
  selection: AutosuggestSelection;
}

/** The options of an answer in display order: destinations first, then hotels. */
export function suggestionOptions(result: AutosuggestResult): { destinations: SuggestionOption[]; hotels: SuggestionOption[] } {
  return {
    destinations: result.destinations.map((location) => ({
      key: `d-${location.id}`,
      label: location.name,
      detail: { kind: 'offers', count: location.offersCount },
      selection: {
        kind: 'destination',
        label: location.name,
        destination: {
          slug: location.slug,
          path: location.path === '' ? null : location.path,
          name: location.name,
          genitive: location.genitive,
          locative: location.locative,
          id: location.id,
        },
      },
    })),
    hotels: result.hotels.map((hotel) => ({
      key: `h-${hotel.id}`,
      label: hotel.name,
      detail: { kind: 'place', text: hotel.destination },
      selection: { kind: 'hotel', label: hotel.name, hotel: { slug: hotel.slug, name: hotel.name } },
    })),
  };
}
