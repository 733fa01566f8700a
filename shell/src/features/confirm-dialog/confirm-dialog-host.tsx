import { eventBus, type EventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { Button, Dialog } from '@travel/ui';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { confirmQueue as defaultQueue, type ConfirmQueue } from './confirm';

export interface ConfirmDialogHostProps {
  queue?: ConfirmQueue;
  bus?: EventBus;
}

/** Shows the oldest waiting question; also answers `confirm:request` events from remotes. */
export function ConfirmDialogHost({ queue = defaultQueue, bus = eventBus }: ConfirmDialogHostProps) {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      bus.on('confirm:request', ({ respond, ...options }) => {
        void queue.confirm(options).then(respond);
      }),
    [bus, queue],
  );

  if (!current) return null;
  const answer = (confirmed: boolean) => queue.answer(current.id, confirmed);

  return (
    <Dialog
      // A new question is a new dialog: focus moves in again and returns afterwards.
      key={current.id}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      closeOnBackdrop={current.cancelOnBackdrop === true}
      onClose={() => answer(false)}
      // The safe answer takes focus, so Enter never confirms a destructive action by accident.
      initialFocusRef={cancelRef}
      className="tr-confirm"
    >
      <h2 id={titleId} className="tr-dialog__title">
        {current.title}
      </h2>
      <p id={messageId}>{current.message}</p>
      <div className="tr-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
          {current.cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button variant="primary" onClick={() => answer(true)}>
          {current.confirmLabel ?? t('confirm.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
