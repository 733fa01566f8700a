import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient } from '@travel/api-client';

const client = createApiClient();

export const monthWeatherQuery = (location: string, month: number) =>
  apiQueryOptions(client, 'weatherInMonth', { query: { location, monthNumber: String(month) } });

export const useMonthWeather = (location: string, month: number) => useQuery(monthWeatherQuery(location, month));
