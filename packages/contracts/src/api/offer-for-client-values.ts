// The limits and the page address of an offer for a client (docs/adr/0261-offer-for-client.md),
// without zod: the staff panel of the hotel page renders them on its first paint, while the schemas
// (`./offer-for-client`) are needed only where a call is parsed (docs/adr/0192-first-load-budget.md).

/** The longest an offer for a client stays open, in days after the day it is made. */
export const OFFER_FOR_CLIENT_MAX_DAYS = 30;
export const OFFER_FOR_CLIENT_NOTE_MAX = 1000;

/** The page's path of an offer for a client. */
export const offerForClientPath = (id: string): string => `/oferta-dla-klienta/${id}/`;
