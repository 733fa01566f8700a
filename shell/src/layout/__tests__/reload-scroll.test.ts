import { holdBrowserDrawnPagesAtTop } from '../reload-scroll';

// jsdom has no scroll restoration: the property stands for the entry's mode as the browser reads it.
const mode = () => window.history.scrollRestoration;

/** Leaves the document, as a reload or a link to another document does. */
function leave(): void {
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
}

describe('holdBrowserDrawnPagesAtTop', () => {
  let stop = (): void => undefined;
  beforeEach(() => {
    window.history.replaceState(null, '', '/dodaj-opinie/resort-delfin/ocena/6/?rid=abc');
    window.history.scrollRestoration = 'auto';
  });
  afterEach(() => stop());

  it('a page the browser drew comes back at its top: its entry is left with manual restoration', () => {
    stop = holdBrowserDrawnPagesAtTop(window, false);
    expect(mode()).toBe('auto');
    leave();
    expect(mode()).toBe('manual');
  });

  it('a server-drawn page reloaded at its own address keeps the browser restoring its position', () => {
    stop = holdBrowserDrawnPagesAtTop(window, true);
    leave();
    expect(mode()).toBe('auto');
  });

  it('after a client navigation the address may be one the browser draws: held at the top too', () => {
    window.history.replaceState(null, '', '/hotel/resort-delfin/');
    stop = holdBrowserDrawnPagesAtTop(window, true);
    window.history.pushState(null, '', '/ulubione/');
    leave();
    expect(mode()).toBe('manual');
  });

  it('once its load has passed, a document restores positions again (its own back and forward)', () => {
    jest.useFakeTimers();
    try {
      // The entry arrives as the previous document left it.
      window.history.scrollRestoration = 'manual';
      stop = holdBrowserDrawnPagesAtTop(window, false);
      // jsdom's document has loaded: the mode turns back in the next task, not in this one.
      expect(mode()).toBe('manual');
      jest.runOnlyPendingTimers();
      expect(mode()).toBe('auto');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a page shown again from the back/forward cache restores positions again', () => {
    stop = holdBrowserDrawnPagesAtTop(window, false);
    leave();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(mode()).toBe('auto');
  });
});
