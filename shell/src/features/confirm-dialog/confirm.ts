import type { ConfirmOptions } from '@travel/event-bus';

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

type Listener = () => void;

/**
 * Questions waiting for the dialog host, oldest first. A module-level queue so `confirm()` works
 * from anywhere in the shell, and the host shows one question at a time.
 */
export function createConfirmQueue() {
  let queue: readonly PendingConfirm[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = (next: readonly PendingConfirm[]) => {
    queue = next;
    for (const listener of listeners) listener();
  };

  return {
    confirm(options: ConfirmOptions): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        publish([...queue, { ...options, id: nextId++, resolve }]);
      });
    },
    answer(id: number, confirmed: boolean): void {
      const item = queue.find((q) => q.id === id);
      if (!item) return;
      publish(queue.filter((q) => q.id !== id));
      item.resolve(confirmed);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current(): PendingConfirm | null {
      return queue[0] ?? null;
    },
  };
}

export type ConfirmQueue = ReturnType<typeof createConfirmQueue>;

export const confirmQueue = createConfirmQueue();

/**
 * Asks the visitor; resolves `true` on confirm, `false` on cancel, Escape or (when allowed) a
 * backdrop click. Remotes ask the same dialog with `requestConfirm` from `@travel/event-bus`.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return confirmQueue.confirm(options);
}
