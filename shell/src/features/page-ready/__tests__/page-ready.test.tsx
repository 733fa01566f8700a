import { render } from '@testing-library/react';
import { HYDRATED_ATTRIBUTE } from '@travel/contracts/hydration-marker';
import { markHydratedWhenIdle, PageReady } from '../page-ready';

describe('the hydration marker', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it('is set on <html> once the page rendered and the browser went idle, not before', () => {
    const idle: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback));
    Object.assign(window, { requestIdleCallback });
    try {
      render(<PageReady />);
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
      idle.forEach((callback) => callback());
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('is asked for once per document: a later page (a client navigation) changes nothing', () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const requestIdleCallback = jest.fn();
    markHydratedWhenIdle(Object.assign(Object.create(window) as Window, { requestIdleCallback, document }));
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
