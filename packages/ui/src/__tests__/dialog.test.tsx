import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BREAKPOINTS, Dialog, ErrorMessage, minWidthQuery, THEME_COLOR } from '..';

function Harness({ closeOnBackdrop = false, onClose = jest.fn() }: { closeOnBackdrop?: boolean; onClose?: jest.Mock }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      {open ? (
        <Dialog
          labelledBy="t"
          closeOnBackdrop={closeOnBackdrop}
          onClose={(reason) => {
            onClose(reason);
            setOpen(false);
          }}
        >
          <h2 id="t">Tytuł</h2>
          <button type="button">Pierwszy</button>
          <button type="button">Ostatni</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    const dialog = screen.getByRole('dialog', { name: 'Tytuł' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Pierwszy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ostatni' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pierwszy' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ostatni' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores backdrop clicks unless allowed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<Harness onClose={onClose} closeOnBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    await user.click(screen.getByRole('heading', { name: 'Tytuł' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });
});

describe('ErrorMessage', () => {
  it('is an alert with a working retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorMessage title="Nie udało się wczytać" onRetry={onRetry} retryLabel="Spróbuj ponownie" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('tokens', () => {
  it('match the spec', () => {
    expect(THEME_COLOR).toBe('#042C46');
    expect(BREAKPOINTS).toEqual({ xxs: 0, xs: 384, sm: 576, md: 768, lg: 1024, xl: 1280 });
    expect(minWidthQuery('md')).toBe('(min-width: 768px)');
  });
});
