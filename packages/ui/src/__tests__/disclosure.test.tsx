import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Disclosure } from '..';

function Header() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Disclosure open={open} onOpenChange={setOpen} label="Kontakt">
        <a href="tel:+48221234567">Zadzwoń</a>
        <a href="mailto:biuro@example.pl">Napisz</a>
      </Disclosure>
      <button type="button">Menu</button>
    </>
  );
}

describe('Disclosure', () => {
  it('closes on Escape from inside the panel and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Kontakt' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zadzwoń' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus moves to something outside it', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Kontakt' });
    await user.click(toggle);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Zadzwoń' })).not.toBeInTheDocument();
  });

  it('closes on Escape when focus has already left the panel', async () => {
    const user = userEvent.setup();
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Kontakt' });
    await user.click(toggle);
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
