import { TOAST_DEFAULT_POSITION, TOAST_DEFAULT_TIMEOUT_MS, type Toast, type ToastInput } from '@travel/contracts/events';

/** Fills the defaults of docs/product/constants.md: bottom-center, 5000 ms, type info. */
export function toToast(input: ToastInput): Toast {
  return {
    id: input.id,
    message: input.message,
    type: input.type ?? 'info',
    position: input.position ?? TOAST_DEFAULT_POSITION,
    timeOut: input.timeOut ?? TOAST_DEFAULT_TIMEOUT_MS,
    module: input.module ?? null,
    link: input.link ?? null,
  };
}

/**
 * docs/product/shell-and-ui.md: showing a toast replaces an existing toast with the same id. The replacement takes
 * the old one's place, so a re-shown toast does not jump around on screen.
 */
export function withToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const index = toasts.findIndex((t) => t.id === toast.id);
  if (index === -1) return [...toasts, toast];
  return toasts.map((t, i) => (i === index ? toast : t));
}

/** docs/product/shell-and-ui.md: hiding removes one toast. */
export function withoutToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((t) => t.id !== id);
}

/** docs/product/shell-and-ui.md: clearing removes all toasts, or only those of the given module. */
export function clearedToasts(toasts: readonly Toast[], module?: string): Toast[] {
  return module === undefined ? [] : toasts.filter((t) => t.module !== module);
}
