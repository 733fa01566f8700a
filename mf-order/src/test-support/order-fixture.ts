import { orderDetailSchema, type OrderDetail } from '@travel/contracts/api/purchase';
import { offerListItemFixture } from '@travel/contracts/testing';

export const ORDER_ID = '7d3c1f7e-3c1b-4e8a-9a57-1f7d2b6a9c01';

/** An order as the API answers it, parsed with the real contract: 2 adults, a child and an infant. */
export function orderFixture(patch: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetailSchema.parse({
    id: ORDER_ID,
    state: 'new',
    createdAt: '2026-06-01T10:00:00.000Z',
    party: { adults: 2, children: ['2019-05-01', '2026-03-01'], counted: { adults: 2, children: 1, infants: 1 } },
    price: {
      currency: 'PLN',
      trip: 9000,
      extras: 0,
      total: 9000,
      perPerson: 3500,
      lines: [
        { kind: 'adult', label: 'Dorosły', count: 2, unitPrice: 3500, total: 7000 },
        { kind: 'child', label: 'Dziecko', count: 1, unitPrice: 2000, total: 2000 },
        { kind: 'infant', label: 'Niemowlę', count: 1, unitPrice: 0, total: 0 },
      ],
    },
    offer: offerListItemFixture({
      photo: '/images/hotels/1/1.jpg',
      destination: { name: 'Egipt', path: 'egipt', slug: 'egipt', locative: 'w Egipcie', country: 'Egipt' },
      departureDate: '2026-07-10',
      returnDate: '2026-07-17',
      priceTotal: 9000,
    }),
    mode: 'form',
    orderHash: '0123456789abcdef0123456789abcdef',
    reservation: null,
    products: [],
    agreements: { gdpr: false, insurance: false, newsletter: false, offer: false, payment: false, tos: false },
    client: { draft: { booker: {}, participants: [] }, valid: null },
    personalData: true,
    payment: { status: null, paid: 0, due: 9000 },
    alternatives: [],
    ...patch,
  });
}

export const NATIONALITIES = {
  items: [
    { code: 'PL', name: 'Polska' },
    { code: 'DE', name: 'Niemcy' },
  ],
};

export const answer = (status: number, body: unknown) =>
  ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

/** Client data the server accepted: the booker and one participant. */
export const validClientFixture = () => ({
  draft: { booker: {}, participants: [] },
  valid: {
    booker: {
      firstName: 'Ewa',
      lastName: 'Wiśniewska',
      email: 'ewa@example.pl',
      phone: '+48600700800',
      street: 'ul. Długa 5',
      postalCode: '00-950',
      city: 'Warszawa',
    },
    participants: [{ firstName: 'Łukasz', lastName: 'Wiśniewski', birthDate: '1980-03-10', nationality: 'PL' }],
  },
});
