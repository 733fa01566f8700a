import type { ApiErrorEvent, ToastInput } from '@travel/contracts/events';
import { createEventBus } from '@travel/event-bus';
import { connectApiErrorReporting } from '../api-error-reporting';

const REPORT: ApiErrorEvent = {
  message: 'Offer not found',
  method: 'GET',
  url: '/api/offers/offer/?offerHash=abc',
  status: 404,
  request: { query: '?offerHash=abc', body: null },
  route: '/oferta/abc/',
};

function setup(environment: string) {
  const bus = createEventBus();
  const captured: Array<[string, Record<string, unknown>]> = [];
  const toasts: ToastInput[] = [];
  const off = connectApiErrorReporting({
    bus,
    environment,
    capture: (message, extra) => captured.push([message, extra]),
    showToast: (toast) => toasts.push(toast),
    apiLinkTitle: () => 'Link do zapytania API',
  });
  return { bus, captured, toasts, off };
}

describe('API error reporting', () => {
  it('reports message, request data, method, url and route', () => {
    const { bus, captured } = setup('production');
    bus.emit('api:error', REPORT);
    expect(captured).toEqual([
      ['Offer not found', { method: 'GET', url: REPORT.url, status: 404, request: REPORT.request, route: '/oferta/abc/' }],
    ]);
  });

  it('shows no toast in production', () => {
    const { bus, toasts } = setup('production');
    bus.emit('api:error', REPORT);
    expect(toasts).toEqual([]);
  });

  it('shows an error toast with a link to the call elsewhere', () => {
    const { bus, toasts } = setup('staging');
    bus.emit('api:error', REPORT);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'GET 404: Offer not found',
        link: { href: REPORT.url, title: 'Link do zapytania API' },
      }),
    ]);
  });

  it('stops after unsubscribe', () => {
    const { bus, captured, off } = setup('staging');
    off();
    bus.emit('api:error', REPORT);
    expect(captured).toEqual([]);
  });
});
