export { createUiStore, uiStore, useUiStore, initialUiState, DEFAULT_CONTACT_LANGUAGE, INITIAL_MEDIA } from './ui-store';
export type { MediaFlags, UiActions, UiState, UiStore } from './ui-store';
export { connectUiStoreToEventBus } from './connect-event-bus';
export { clearedToasts, toToast, withoutToast, withToast } from './toast-rules';
