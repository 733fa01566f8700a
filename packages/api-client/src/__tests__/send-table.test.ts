import { endpoints } from '@travel/contracts/api/endpoints';
import { sendTableOf } from '../send-table';

describe('sendTableOf over the contracts', () => {
  const table = sendTableOf(endpoints);

  it('has the facts of every endpoint, and they survive JSON (what the browser build carries)', () => {
    const names = Object.keys(endpoints);
    expect(names.length).toBeGreaterThan(50);
    expect(Object.keys(table).sort()).toEqual(names.sort());
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('lists the keys a request must carry: not the optional or defaulted ones', () => {
    expect(table['hotelsList']!.required.query.sort()).toEqual(['limit', 'location', 'offset']);
    expect(table['offersOffer']!.required.query).toEqual(['offerHash']);
    expect(table['favoritesCount']!.required).toEqual({ query: [], params: [], body: [] });
    expect(table['reviewImageUpload']!.required.params.sort()).toEqual(['hotelId', 'tempStorageDirectoryId']);
    // `conditionId` has a default: a request may leave it out.
    expect(table['paymentOnline']!.required.body.sort()).toEqual(['methodId', 'orderId']);
  });

  it('tells a JSON body, a file upload and the idempotency header apart', () => {
    expect(table['paymentOnline']).toMatchObject({ method: 'POST', jsonBody: true, idempotency: 'required' });
    expect(table['reviewImageUpload']).toMatchObject({ method: 'POST', jsonBody: false, filePart: 'file' });
    expect(table['reviewImageUpload']!.path).toBe('/review/images/hotel/{hotelId}/{tempStorageDirectoryId}/');
    expect(table['favoritesCount']).toEqual({
      method: 'GET',
      path: '/offers/favorites/count/',
      required: { query: [], params: [], body: [] },
      jsonBody: false,
    });
  });
});
