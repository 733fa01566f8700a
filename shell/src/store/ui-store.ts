import type { ContactSalesOffice, Toast, ToastInput, UserInfo } from '@travel/contracts/events';
import { BREAKPOINT_NAMES, type Breakpoint } from '@travel/ui';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { clearedToasts, toToast, withoutToast, withToast } from './toast-rules';

/** docs/product/shell-and-ui.md: contactModalLanguage defaults to pl. */
export const DEFAULT_CONTACT_LANGUAGE = 'pl';

export type MediaFlags = Record<Breakpoint, boolean>;

/** Before the first measurement only the smallest breakpoint is known to match (mobile first). */
export const INITIAL_MEDIA: MediaFlags = Object.fromEntries(BREAKPOINT_NAMES.map((name) => [name, name === 'xxs'])) as MediaFlags;

/** Global UI state of docs/product/shell-and-ui.md. */
export interface UiState {
  contactModalLanguage: string;
  contactModalSalesOffice: ContactSalesOffice | null;
  favoritesCount: number;
  favoritesIsPending: boolean;
  media: MediaFlags;
  showContactMenu: boolean;
  showContactModal: boolean;
  showMenu: boolean;
  toasts: Toast[];
  /** `null` until the visitor decides; `true` all cookies, `false` only the necessary ones. */
  userConsentedToCookies: boolean | null;
  userInfo: UserInfo | null;
  /** Whether the user menu is open. */
  userMenu: boolean;
}

export interface UiActions {
  showToast(input: ToastInput): void;
  hideToast(id: string): void;
  clearToasts(module?: string): void;
  openContactModal(options?: { language?: string; salesOffice?: ContactSalesOffice }): void;
  setContactModalLanguage(language: string): void;
  closeContactModal(): void;
  setShowContactMenu(show: boolean): void;
  setShowMenu(show: boolean): void;
  setUserMenu(open: boolean): void;
  setFavoritesCount(count: number): void;
  setFavoritesIsPending(pending: boolean): void;
  setMedia(media: MediaFlags): void;
  setUserConsentedToCookies(consented: boolean | null): void;
  setUserInfo(userInfo: UserInfo | null): void;
}

export type UiStore = UiState & UiActions;

export const initialUiState = (): UiState => ({
  contactModalLanguage: DEFAULT_CONTACT_LANGUAGE,
  contactModalSalesOffice: null,
  favoritesCount: 0,
  favoritesIsPending: false,
  media: INITIAL_MEDIA,
  showContactMenu: false,
  showContactModal: false,
  showMenu: false,
  toasts: [],
  userConsentedToCookies: null,
  userInfo: null,
  userMenu: false,
});

const nonNegativeInt = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function createUiStore(initial: Partial<UiState> = {}): StoreApi<UiStore> {
  return createStore<UiStore>()((set) => ({
    ...initialUiState(),
    ...initial,
    showToast: (input) => set((s) => ({ toasts: withToast(s.toasts, toToast(input)) })),
    hideToast: (id) => set((s) => ({ toasts: withoutToast(s.toasts, id) })),
    clearToasts: (module) => set((s) => ({ toasts: clearedToasts(s.toasts, module) })),
    openContactModal: (options = {}) =>
      set({
        showContactModal: true,
        showContactMenu: false,
        contactModalLanguage: options.language ?? DEFAULT_CONTACT_LANGUAGE,
        contactModalSalesOffice: options.salesOffice ?? null,
      }),
    setContactModalLanguage: (language) => set({ contactModalLanguage: language }),
    // docs/product/shell-and-ui.md: closing resets the language to pl and clears the sales office.
    closeContactModal: () =>
      set({ showContactModal: false, contactModalLanguage: DEFAULT_CONTACT_LANGUAGE, contactModalSalesOffice: null }),
    setShowContactMenu: (show) => set({ showContactMenu: show }),
    setShowMenu: (show) => set({ showMenu: show }),
    setUserMenu: (open) => set({ userMenu: open }),
    setFavoritesCount: (count) => set({ favoritesCount: nonNegativeInt(count) }),
    setFavoritesIsPending: (pending) => set({ favoritesIsPending: pending }),
    setMedia: (media) => set({ media }),
    setUserConsentedToCookies: (consented) => set({ userConsentedToCookies: consented }),
    setUserInfo: (userInfo) => set({ userInfo }),
  }));
}

/** The shell's one store. Remotes do not import it: they reach it through the event bus. */
export const uiStore = createUiStore();

export function useUiStore<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}
