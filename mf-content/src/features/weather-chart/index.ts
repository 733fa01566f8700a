export { DestinationWeather } from './destination-weather';
export { WeatherChart, WeatherTable, bestSeasonText, monthName } from './weather-chart';
export { weatherSeasonQueryOptions, useWeatherSeason } from './api/use-weather-season';
