// Migration 0005: per hotel, the sets of values its offers carry (departure cities, operators,
// transports, offer types, boards). A search excludes hotels that cannot match before probing
// their offers; without it, a departure city a hotel never flies from walks all its offers.
export const version = '0005-hotel-offer-sets';

export const refreshHotelOfferSets = /* sql */ `
UPDATE hotels h SET departure_cities = x.cities, tour_operators = x.operators, transports = x.transports,
  offer_types = x.types, offer_boards = x.boards
FROM (
  SELECT hotel_id, array_agg(DISTINCT departure_city) FILTER (WHERE departure_city IS NOT NULL) AS cities,
         array_agg(DISTINCT tour_operator) AS operators, array_agg(DISTINCT transport) AS transports,
         array_agg(DISTINCT offer_type) AS types, array_agg(DISTINCT board) AS boards
  FROM offers GROUP BY hotel_id
) x
WHERE x.hotel_id = h.id;
`;

export const sql = /* sql */ `
ALTER TABLE hotels
  ADD COLUMN departure_cities text[] NOT NULL DEFAULT '{}',
  ADD COLUMN tour_operators text[] NOT NULL DEFAULT '{}',
  ADD COLUMN transports text[] NOT NULL DEFAULT '{}',
  ADD COLUMN offer_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN offer_boards text[] NOT NULL DEFAULT '{}';
${refreshHotelOfferSets}
`;
