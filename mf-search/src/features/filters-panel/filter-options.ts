import type { DestinationNode, OfferFiltersResponse } from '@travel/contracts/api/offers';
import {
  PLANE_DEPARTURE_CITIES,
  POPULAR_BUS_DEPARTURE_CITIES,
  ALL_DEPARTURE_CITIES,
  type TransportSlug,
  type IntRange,
  type ReferenceEntry,
} from '@travel/search-model';
import type { ChoiceOption } from './choice-group';

export type Facets = OfferFiltersResponse['facets'];
export type FacetName = keyof Facets;

/** The count of one option from the API's facet counts; 0 when the API lists it not (it gives none). */
export function facetCount(facets: Facets | undefined, facet: FacetName, value: string): number | undefined {
  if (facets === undefined) return undefined;
  return facets[facet].find((option) => option.value === value)?.count ?? 0;
}

export function referenceOptions(list: readonly ReferenceEntry[], facets: Facets | undefined, facet: FacetName | null): ChoiceOption[] {
  return list.map((item) => ({
    value: item.slug,
    label: item.label,
    count: facet === null ? undefined : facetCount(facets, facet, item.slug),
  }));
}

/**
 * Departure cities: the airports (the popular coach towns when the trip is by coach), then any
 * town the API has offers from, then any chosen one, so a town picked from a link is always shown.
 */
export function departureCityOptions(facets: Facets | undefined, selected: readonly string[], transport: TransportSlug): ChoiceOption[] {
  const base = transport === 'autokar' ? POPULAR_BUS_DEPARTURE_CITIES : PLANE_DEPARTURE_CITIES;
  const slugs = new Set<string>(base.map((city) => city.slug));
  for (const option of facets?.departureCity ?? []) if (option.count > 0) slugs.add(option.value);
  for (const slug of selected) slugs.add(slug);
  return [...slugs].map((slug) => ({
    value: slug,
    label: ALL_DEPARTURE_CITIES.find((city) => city.slug === slug)?.label ?? slug,
    count: facetCount(facets, 'departureCity', slug),
  }));
}

/** Countries of the destination tree (continents hold them), most offers first. */
export function countryOptions(tree: readonly DestinationNode[] | undefined, selectedPaths: readonly string[]): ChoiceOption[] {
  const countries: ChoiceOption[] = [];
  const visit = (nodes: readonly DestinationNode[]): void => {
    for (const node of nodes) {
      // Hotels, as every other count of the panel and the listing's total; none rather than another unit.
      if (node.kind === 'country') countries.push({ value: node.path, label: node.name, count: node.hotelsCount });
      else if (node.kind === 'continent') visit(node.children);
    }
  };
  visit(tree ?? []);
  countries.sort((a, b) => (b.count ?? 0) - (a.count ?? 0));
  for (const path of selectedPaths) {
    if (!countries.some((option) => option.value === path)) countries.unshift({ value: path, label: path.split('/').at(-1) ?? path });
  }
  return countries;
}

/** A day range as the `dlugosc` value of `filtr` (the option's value is a field of the listing's form). */
export const durationValue = (range: IntRange): string => `${range.from},${range.to}`;

/** Beach distances offered, in metres; the last one (the default) means no limit. */
export const BEACH_DISTANCES = [250, 500, 750, 1000, 1500, 2000] as const;
