import { stepFromPath, trackingTypeFromPath } from '../order-steps';

describe('order steps', () => {
  it('reads the step from the URL', () => {
    expect(stepFromPath('/rezerwacja/42/potwierdzenie-danych/').id).toBe('client-confirm');
    expect(stepFromPath('/rezerwacja/42/platnosc/').id).toBe('payment');
    expect(stepFromPath('/rezerwacja/42/').id).toBe('client');
  });
  it('reads the tracking type from the URL', () => {
    expect(trackingTypeFromPath('/platnosc/niepowodzenie/abc/')).toBe('failure');
    expect(trackingTypeFromPath('/platnosc/offline/abc/')).toBe('offline');
    expect(trackingTypeFromPath('/platnosc/cos-innego/abc/')).toBe('summary');
  });
});
