import {
  canOpenStep,
  missingRequiredAgreements,
  nextStep,
  NO_AGREEMENTS,
  reachedStepOf,
  resetOrderStore,
  useOrderStore,
} from '../order-store';

const ORDER_ID = '7d3c1f7e-3c1b-4e8a-9a57-1f7d2b6a9c01';
const state = () => useOrderStore.getState();

beforeEach(resetOrderStore);

describe('order store', () => {
  it('is hydrated from the server order: reached step, draft, agreements and extras', () => {
    state().hydrate({
      orderId: ORDER_ID,
      step: 'summary',
      draft: { booker: { firstName: 'Jan' }, participants: [] },
      agreements: { tos: true },
      additionalProducts: ['parking'],
    });
    expect(state().offerId).toBe(ORDER_ID);
    expect(state().step).toBe('summary');
    expect(state().additionalProducts).toEqual(['parking']);
    expect(state().userData.client.booker.firstName).toBe('Jan');
    expect(state().userData.agreements).toEqual({ ...NO_AGREEMENTS, tos: true });
  });

  it('keeps what was typed on the page when the same order is refetched', () => {
    state().hydrate({ orderId: ORDER_ID, draft: { booker: { firstName: 'Jan' }, participants: [] } });
    state().updateClient((draft) => ({ ...draft, booker: { ...draft.booker, firstName: 'Janina' } }));
    state().hydrate({ orderId: ORDER_ID, draft: { booker: { firstName: 'Jan' }, participants: [] } });
    expect(state().userData.client.booker.firstName).toBe('Janina');
  });

  it('merges accepted agreements into the stored ones', () => {
    state().mergeAgreements({ tos: true, gdpr: true });
    state().mergeAgreements({ newsletter: true });
    expect(state().userData.agreements).toEqual({ ...NO_AGREEMENTS, tos: true, gdpr: true, newsletter: true });
    expect(missingRequiredAgreements(state().userData.agreements)).toEqual(['offer', 'payment']);
    expect(missingRequiredAgreements(state().userData.agreements, ['tos', 'insurance'])).toEqual(['insurance']);
  });

  it('steps go back freely but never past the reached one; reaching never moves back', () => {
    expect(canOpenStep('client-confirm', 'client')).toBe(true);
    expect(canOpenStep('client-confirm', 'summary')).toBe(false);
    state().reachStep('summary');
    state().reachStep('client-confirm');
    expect(state().step).toBe('summary');
    expect(nextStep('summary')).toBe('payment');
    expect(nextStep('payment')).toBeNull();
  });

  it('ticks and unticks extras', () => {
    state().toggleProduct('ins-1', true);
    state().toggleProduct('park', true);
    state().toggleProduct('ins-1', true);
    state().toggleProduct('park', false);
    expect(state().additionalProducts).toEqual(['ins-1']);
  });
});

describe('reachedStepOf', () => {
  it('opens steps by what the server stores, and a remembered step only as far as that allows', () => {
    const none = { hasValidClient: false, agreementsDone: false, reserved: false };
    const valid = { ...none, hasValidClient: true };
    expect(reachedStepOf(none, 'payment')).toBe('client');
    expect(reachedStepOf(valid)).toBe('client-confirm');
    expect(reachedStepOf(valid, 'summary')).toBe('summary');
    expect(reachedStepOf(valid, 'payment')).toBe('summary');
    expect(reachedStepOf({ ...valid, agreementsDone: true })).toBe('payment');
    expect(reachedStepOf({ ...valid, reserved: true }, 'client')).toBe('payment');
  });
});
