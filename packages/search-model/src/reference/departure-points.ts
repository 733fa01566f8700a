import { departureCityBySlug } from './departure-cities';

/**
 * The departure points offers leave from, with their airport or bus stop's coordinates:
 * [slug, plane, bus, lat, lng]; the names and their forms are the departure cities'.
 */
export const DEPARTURE_POINTS = (
  [
    ['warszawa', true, true, 52.1657, 20.9671],
    ['warszawa-modlin', true, false, 52.4511, 20.6518],
    ['krakow', true, true, 50.0777, 19.7848],
    ['katowice', true, true, 50.4743, 19.08],
    ['gdansk', true, true, 54.3776, 18.4662],
    ['poznan', true, true, 52.421, 16.8263],
    ['wroclaw', true, true, 51.1027, 16.8858],
    ['szczecin', true, true, 53.5847, 14.9022],
    ['lodz', true, true, 51.7219, 19.3981],
    ['rzeszow', true, true, 50.11, 22.019],
    ['bydgoszcz', true, true, 53.0968, 17.9777],
    ['lublin', true, true, 51.2403, 22.7136],
    ['olsztyn-mazury', true, false, 53.4819, 20.9377],
    ['zielona-gora', true, true, 52.1385, 15.7986],
    ['radom', true, true, 51.3892, 21.2133],
    ['drezno', true, false, 51.1328, 13.7672],
    ['ostrawa', true, false, 49.6963, 18.1111],
    ['berlin', true, false, 52.3667, 13.5033],
    ['praga', true, false, 50.1008, 14.26],
    ['czestochowa', false, true, 50.8118, 19.1203],
    ['kielce', false, true, 50.8661, 20.6286],
    ['opole', false, true, 50.6751, 17.9213],
    ['torun', false, true, 53.0138, 18.5984],
    ['bialystok', false, true, 53.1325, 23.1688],
    ['cieszyn', false, true, 49.7496, 18.6323],
  ] as const
).map(([slug, plane, bus, lat, lng]) => {
  const city = departureCityBySlug(slug);
  if (!city) throw new Error(`departure city ${slug} is not a departure city`);
  return { slug, label: city.nominative, genitive: city.genitive, locative: city.locative, plane, bus, lat, lng };
});
