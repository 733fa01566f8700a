import type { DestinationNode } from '@travel/contracts/api/offers';
import { mapPlaces, visibleLabels } from '../map-places';

const node = (
  name: string,
  kind: string,
  lat: number,
  lng: number,
  offersCount: number,
  children: DestinationNode[] = [],
): DestinationNode => ({
  id: name.length,
  name,
  slug: name.toLowerCase(),
  path: name.toLowerCase(),
  genitive: name,
  locative: name,
  kind,
  countryCode: null,
  lat,
  lng,
  offersCount,
  children,
});

const tree = [
  node('Europa', 'continent', 50, 15, 30, [
    node('Grecja', 'country', 39, 22, 20, [node('Kreta', 'region', 35.2, 24.9, 12), node('Rodos', 'region', 36.2, 28, 0)]),
    node('Hiszpania', 'country', 40, -4, 10),
  ]),
];
const plainScreen = ({ lat, lng }: { lat: number; lng: number }) => ({ x: (lng + 10) * 20, y: (50 - lat) * 20 });

describe('the basemap labels', () => {
  it('are the countries and the places under them that have offers', () => {
    expect(mapPlaces(tree).map((place) => [place.name, place.depth])).toEqual([
      ['Grecja', 0],
      ['Kreta', 1],
      ['Hiszpania', 0],
    ]);
  });

  it('show countries when zoomed out, regions too when zoomed in, never one over another', () => {
    const places = mapPlaces(tree);
    expect(visibleLabels(places, 4, plainScreen, 1000, 600).map((label) => label.place.name)).toEqual(['Grecja', 'Hiszpania']);
    expect(visibleLabels(places, 7, plainScreen, 1000, 600).map((label) => label.place.name)).toEqual(['Grecja', 'Hiszpania', 'Kreta']);
    const crowded = visibleLabels(places, 7, () => ({ x: 100, y: 100 }), 1000, 600);
    expect(crowded.map((label) => label.place.name)).toEqual(['Grecja']);
  });
});
