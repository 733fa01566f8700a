// Weather of the hotel's place in the month of the selected departure.
export { MonthWeather, type MonthWeatherProps } from './month-weather';
