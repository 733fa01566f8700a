// Placeholder owned by the shell-services work: the typed event map of the event bus.
export interface ToastEvent {
  id: string;
  message: string;
  type: 'info' | 'warning' | 'success' | 'error';
  module?: string;
}
export interface EventMap {
  'toast:show': ToastEvent;
  'toast:hide': { id: string };
  'toast:clear': { module?: string };
}
