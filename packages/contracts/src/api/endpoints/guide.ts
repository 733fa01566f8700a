import { endpoint } from './endpoint';
import * as c from '../content';

/** Travel guide: locations and the weather. */
export const guideEndpoints = {
  guideLocationDetails: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/location/details/',
    summary: 'A destination with its children',
    query: c.guideLocationQuery,
    response: c.guideLocationDetailsResponse,
  }),
  guideLocationOffers: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/offers/',
    summary: 'Offers of a destination',
    query: c.guideLocationQuery,
    response: c.guideLocationOffersResponse,
  }),
  guideLocationsBest: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/best/',
    summary: 'Best-rated destinations',
    query: c.guideBestQuery,
    response: c.guideLocationsResponse,
  }),
  guideLocationsPopular: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/popular/',
    summary: 'Destinations with the most offers',
    query: c.guidePopularQuery,
    response: c.guideLocationsResponse,
  }),
  guideLocationsWorld: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/world/',
    summary: 'Continents and countries',
    response: c.guideWorldResponse,
  }),
  guideAutosuggest: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/guide/searcher/autosuggest/',
    summary: 'Destinations matching a keyword',
    query: c.guideAutosuggestQuery,
    response: c.guideAutosuggestResponse,
  }),
  weatherSeason: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/weather/content/season/',
    summary: 'Monthly normals and the best months',
    query: c.weatherSeasonQuery,
    response: c.weatherSeasonResponse,
  }),
  weatherInMonth: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/weather/content/weather-in-month/',
    summary: 'Normals of one month',
    query: c.weatherInMonthQuery,
    response: c.weatherInMonthResponse,
  }),
  weatherHistorical: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/weather/historical-weather-data/{destination}/',
    summary: 'Monthly normals of a destination',
    params: c.historicalWeatherParams,
    response: c.historicalWeatherResponse,
  }),
} as const;
