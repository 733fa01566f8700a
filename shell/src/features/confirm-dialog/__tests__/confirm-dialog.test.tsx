import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, requestConfirm } from '@travel/event-bus';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { createConfirmQueue, type ConfirmQueue } from '../confirm';
import { ConfirmDialogHost } from '../confirm-dialog-host';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

function setup() {
  const queue = createConfirmQueue();
  const bus = createEventBus();
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Usuń z ulubionych</button>
      <ConfirmDialogHost queue={queue} bus={bus} />
    </I18nextProvider>,
  );
  return { queue, bus, user: userEvent.setup(), ...utils };
}

/** Asks a question and waits for the dialog to render; `answer` settles when the visitor decides. */
async function ask(queue: ConfirmQueue, cancelOnBackdrop?: boolean): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = queue.confirm({
      title: 'Usunąć ofertę?',
      message: 'Oferta zniknie z listy ulubionych.',
      ...(cancelOnBackdrop === undefined ? {} : { cancelOnBackdrop }),
    });
  });
  return { answer };
}

describe('confirm dialog', () => {
  it('shows the question as a labelled alert dialog with the safe answer focused', async () => {
    const { queue } = setup();
    await ask(queue);
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć ofertę?' });
    expect(dialog).toHaveAccessibleDescription('Oferta zniknie z listy ulubionych.');
    expect(screen.getByRole('button', { name: 'Anuluj' })).toHaveFocus();
  });

  it('resolves true on confirm', async () => {
    const { queue, user } = setup();
    const { answer } = await ask(queue);
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel', async () => {
    const { queue, user } = setup();
    const { answer } = await ask(queue);
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const { queue, user } = setup();
    const { answer } = await ask(queue);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on a backdrop click when allowed', async () => {
    const { queue, user } = setup();
    const { answer } = await ask(queue, true);
    await user.click(screen.getByTestId('dialog-backdrop'));
    await expect(answer).resolves.toBe(false);
  });

  it('ignores a backdrop click when not allowed', async () => {
    const { queue, user } = setup();
    const { answer } = await ask(queue, false);
    const settled = jest.fn();
    void answer.then(settled);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(settled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expect(answer).resolves.toBe(true);
  });

  it('returns focus to where it was', async () => {
    const { queue, user } = setup();
    const opener = screen.getByRole('button', { name: 'Usuń z ulubionych' });
    opener.focus();
    const { answer } = await ask(queue);
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await answer;
    expect(opener).toHaveFocus();
  });

  it('uses the caller’s button labels', async () => {
    const { queue } = setup();
    await act(async () => {
      void queue.confirm({ title: 'Wyjść?', message: 'Dane formularza przepadną.', confirmLabel: 'Wyjdź', cancelLabel: 'Zostań' });
    });
    expect(screen.getByRole('button', { name: 'Wyjdź' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zostań' })).toBeInTheDocument();
  });

  it('answers a remote’s request sent over the event bus', async () => {
    const { bus, user } = setup();
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = requestConfirm({ title: 'Anulować rezerwację?', message: 'Tej operacji nie można cofnąć.' }, bus);
    });
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expect(answer).resolves.toBe(true);
  });

  it('asks queued questions one after another', async () => {
    const { queue, user } = setup();
    const { answer: first } = await ask(queue);
    let second!: Promise<boolean>;
    await act(async () => {
      second = queue.confirm({ title: 'Drugie pytanie', message: 'Treść' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Usunąć ofertę?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Drugie pytanie' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await expect(second).resolves.toBe(false);
  });
});
