import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import type { OfferConfigQuery } from '@travel/contracts/api/offers';
import { OWN_TRANSPORT, type Configuration } from '../configuration-url';

const client = createApiClient();

/** The API's word for "no departure city" (own transport). */
export const API_OWN_TRANSPORT = 'brak';

const apiCity = (city: string | null): string | undefined =>
  city === null ? undefined : city === OWN_TRANSPORT ? API_OWN_TRANSPORT : city;

/** The party and the choices as the configurator calls send them (absent: any). */
function choiceQuery(configuration: Configuration) {
  const query: Pick<OfferConfigQuery, 'adults' | 'children' | 'departureCity' | 'durationDays' | 'boardId' | 'roomCode'> = {
    adults: String(configuration.adults),
  };
  if (configuration.children.length > 0) query.children = configuration.children.join(',');
  const city = apiCity(configuration.departureCity);
  if (city !== undefined) query.departureCity = city;
  if (configuration.durationDays !== null) query.durationDays = String(configuration.durationDays);
  if (configuration.board !== null) query.boardId = configuration.board;
  if (configuration.roomCode !== null) query.roomCode = configuration.roomCode;
  return query;
}

/**
 * `GET /api/offers/offer/config/`: the options with their prices, the offer matching every choice
 * priced for the party, or unavailable with the nearest alternatives. A card's `oferta` fills the
 * choices the address leaves open.
 */
export const offerConfigQuery = (hotelId: number, configuration: Configuration, api: ApiClient = client) => {
  const query: OfferConfigQuery = { ...choiceQuery(configuration), mdsRelationId: String(hotelId) };
  if (configuration.offerHash !== null) query.hashId = configuration.offerHash;
  if (configuration.departureDate !== null) query.departureDateFrom = configuration.departureDate;
  return apiQueryOptions(api, 'offersOfferConfig', { query });
};

/**
 * `GET /api/offers/offer/calendar/`: the cheapest departure per day of one month for the party
 * under the shopper's current choices (city, length, board, room) and the operator of the offer on
 * screen (`operator`, null: none on screen, any operator), so no day is priced with another
 * airport, length or operator beside them; days that exist only with other choices come apart
 * (`otherDays`) and are never chosen without saying what changes
 * (docs/adr/0346-price-calendar-by-operator.md).
 */
export const offerCalendarQuery = (hotelId: number, configuration: Configuration, month: string | null, operator: string | null = null) => {
  const { adults, children, departureCity, durationDays, boardId, roomCode } = choiceQuery(configuration);
  const query = {
    mdsRelationId: String(hotelId),
    ...(adults === undefined ? {} : { adults }),
    ...(children === undefined ? {} : { children }),
    ...(departureCity === undefined ? {} : { departureCity }),
    ...(durationDays === undefined ? {} : { durationDays }),
    ...(boardId === undefined ? {} : { boardId }),
    ...(roomCode === undefined ? {} : { roomCode }),
    ...(operator === null ? {} : { tourOperator: operator }),
    ...(month === null ? {} : { month }),
  };
  return apiQueryOptions(client, 'offersOfferCalendar', { query });
};

/** The configuration's answer; the previous one stays on screen while a change loads. */
export const useOfferConfig = (hotelId: number, configuration: Configuration) =>
  useQuery({ ...offerConfigQuery(hotelId, configuration), placeholderData: keepPreviousData });

export const useOfferCalendar = (
  hotelId: number,
  configuration: Configuration,
  month: string | null,
  operator: string | null,
  enabled: boolean,
) => useQuery({ ...offerCalendarQuery(hotelId, configuration, month, operator), placeholderData: keepPreviousData, enabled });
