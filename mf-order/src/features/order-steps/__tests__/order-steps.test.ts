import { ORDER_STEP_SEGMENTS, TRACKING_SEGMENTS } from '../../../../../shell/src/routes/route-table';
import { ORDER_STEPS, stepFromPath, TRACKING_TYPES, trackingTypeFromPath } from '../order-steps';

describe('order steps', () => {
  it('match the shell route table, in the spec order', () => {
    expect(Object.fromEntries(ORDER_STEPS.map((s) => [s.id, s.segment]))).toEqual(ORDER_STEP_SEGMENTS);
    expect(ORDER_STEPS.map((s) => s.id)).toEqual(['client', 'client-confirm', 'summary', 'payment']);
    expect(Object.fromEntries(TRACKING_TYPES.map((s) => [s.type, s.segment]))).toEqual(TRACKING_SEGMENTS);
  });
  it('reads the step from the URL', () => {
    expect(stepFromPath('/rezerwacja/42/potwierdzenie-danych/').id).toBe('client-confirm');
    expect(stepFromPath('/rezerwacja/42/platnosc/').id).toBe('payment');
    expect(stepFromPath('/rezerwacja/42/').id).toBe('client');
  });
  it('reads the tracking type from the URL', () => {
    expect(trackingTypeFromPath('/platnosc/niepowodzenie/abc/')).toBe('failure');
    expect(trackingTypeFromPath('/platnosc/offline/abc/')).toBe('offline');
  });
});
