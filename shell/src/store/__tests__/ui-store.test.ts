import { createEventBus } from '@travel/event-bus';
import { connectUiStoreToEventBus } from '../connect-event-bus';
import { createUiStore } from '../ui-store';

describe('toast rules', () => {
  it('fills the defaults: bottom-center, 5000 ms, info, no module, no link', () => {
    const store = createUiStore();
    store.getState().showToast({ id: 'a', message: 'Dodano do ulubionych' });
    expect(store.getState().toasts).toEqual([
      {
        id: 'a',
        message: 'Dodano do ulubionych',
        type: 'info',
        position: 'bottom-center',
        timeOut: 5000,
        module: null,
        link: null,
      },
    ]);
  });

  it('showing a toast with an existing id replaces it in place', () => {
    const store = createUiStore();
    const { showToast } = store.getState();
    showToast({ id: 'a', message: 'Pierwszy' });
    showToast({ id: 'b', message: 'Drugi' });
    showToast({ id: 'a', message: 'Pierwszy, nowa treść', type: 'error', timeOut: 0 });
    const toasts = store.getState().toasts;
    expect(toasts.map((t) => [t.id, t.message])).toEqual([
      ['a', 'Pierwszy, nowa treść'],
      ['b', 'Drugi'],
    ]);
    expect(toasts[0]).toMatchObject({ type: 'error', timeOut: 0 });
  });

  it('hiding removes only that toast', () => {
    const store = createUiStore();
    const { showToast, hideToast } = store.getState();
    showToast({ id: 'a', message: 'A' });
    showToast({ id: 'b', message: 'B' });
    hideToast('a');
    hideToast('nie-ma');
    expect(store.getState().toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('clearing without a module removes every toast', () => {
    const store = createUiStore();
    const { showToast, clearToasts } = store.getState();
    showToast({ id: 'a', message: 'A', module: 'order' });
    showToast({ id: 'b', message: 'B' });
    clearToasts();
    expect(store.getState().toasts).toEqual([]);
  });

  it('clearing with a module removes only that module’s toasts', () => {
    const store = createUiStore();
    const { showToast, clearToasts } = store.getState();
    showToast({ id: 'a', message: 'A', module: 'order' });
    showToast({ id: 'b', message: 'B', module: 'search' });
    showToast({ id: 'c', message: 'C' });
    showToast({ id: 'd', message: 'D', module: 'order' });
    clearToasts('order');
    expect(store.getState().toasts.map((t) => t.id)).toEqual(['b', 'c']);
  });
});

describe('contact modal', () => {
  it('defaults to Polish and no sales office', () => {
    const state = createUiStore().getState();
    expect(state.contactModalLanguage).toBe('pl');
    expect(state.contactModalSalesOffice).toBeNull();
    expect(state.showContactModal).toBe(false);
  });

  it('closing resets the language to pl and clears the sales office', () => {
    const store = createUiStore();
    store.getState().openContactModal({ language: 'de', salesOffice: { id: 'krk-1', name: 'Kraków Rynek' } });
    expect(store.getState()).toMatchObject({
      showContactModal: true,
      contactModalLanguage: 'de',
      contactModalSalesOffice: { id: 'krk-1' },
    });
    store.getState().setContactModalLanguage('en');
    store.getState().closeContactModal();
    expect(store.getState()).toMatchObject({
      showContactModal: false,
      contactModalLanguage: 'pl',
      contactModalSalesOffice: null,
    });
  });
});

describe('counts', () => {
  it('never stores a negative or fractional count', () => {
    const store = createUiStore();
    store.getState().setFavoritesCount(-3);
    expect(store.getState().favoritesCount).toBe(0);
    store.getState().setFavoritesCount(4.7);
    expect(store.getState().favoritesCount).toBe(4);
  });
});

describe('event bus → store', () => {
  it('shows, hides and clears toasts sent by any remote', () => {
    const bus = createEventBus();
    const store = createUiStore();
    const disconnect = connectUiStoreToEventBus(bus, store);
    bus.emit('toast:show', { id: 'fav', message: 'Dodano do ulubionych', module: 'search', type: 'success' });
    bus.emit('toast:show', { id: 'ord', message: 'Sprawdź dane', module: 'order' });
    expect(store.getState().toasts.map((t) => t.id)).toEqual(['fav', 'ord']);
    bus.emit('toast:clear', { module: 'search' });
    expect(store.getState().toasts.map((t) => t.id)).toEqual(['ord']);
    bus.emit('toast:hide', { id: 'ord' });
    expect(store.getState().toasts).toEqual([]);
    disconnect();
    bus.emit('toast:show', { id: 'late', message: 'Za późno' });
    expect(store.getState().toasts).toEqual([]);
  });

  it('drops an invalid toast instead of showing it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createEventBus();
    const store = createUiStore();
    connectUiStoreToEventBus(bus, store);
    bus.emit('toast:show', { id: 'x', message: '' });
    expect(store.getState().toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('picks up the favourites count and user emitted before the shell connected', () => {
    const bus = createEventBus();
    bus.emit('favorites:count-changed', { count: 4 });
    bus.emit('user:info', { id: '7', email: 'anna@example.pl', name: 'Anna', roles: ['ROLE_USER'] });
    const store = createUiStore();
    connectUiStoreToEventBus(bus, store);
    expect(store.getState().favoritesCount).toBe(4);
    expect(store.getState().userInfo?.name).toBe('Anna');
  });

  it('opens the contact modal on request', () => {
    const bus = createEventBus();
    const store = createUiStore();
    connectUiStoreToEventBus(bus, store);
    bus.emit('contact-modal:open', { salesOffice: { id: 'waw', name: 'Warszawa Centrum' } });
    expect(store.getState()).toMatchObject({ showContactModal: true, contactModalLanguage: 'pl' });
  });
});
