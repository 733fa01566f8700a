import type { ConfirmRequest } from '@travel/contracts/events';
import { eventBus, type EventBus } from './event-bus';

export type ConfirmOptions = Omit<ConfirmRequest, 'respond'>;

/**
 * Asks the shell's confirm dialog and resolves with the answer. Resolves `false` when no shell is
 * listening (a remote running standalone), so a caller never waits forever.
 */
export function requestConfirm(options: ConfirmOptions, bus: EventBus = eventBus): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const respond = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      resolve(confirmed);
    };
    const received = bus.emit('confirm:request', { ...options, respond });
    if (received === 0) respond(false);
  });
}
