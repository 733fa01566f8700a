import { render, screen, within } from '@testing-library/react';
import { RemoteFrame } from '..';

describe('RemoteFrame', () => {
  it('is a region named by its one heading, marked with the remote that renders it', () => {
    const { container } = render(
      <RemoteFrame remote="hotel" title="Hotel Sol Palace">
        <p>Opis hotelu</p>
      </RemoteFrame>,
    );
    const region = screen.getByRole('region', { name: 'Hotel Sol Palace' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(['Hotel Sol Palace']);
    expect(within(region).getByText('Opis hotelu')).toBeTruthy();
    expect(container.querySelector('[data-remote="hotel"]')).toBe(region);
  });

  it('gives each frame its own heading id', () => {
    render(
      <>
        <RemoteFrame remote="search" title="Wyszukiwarka" />
        <RemoteFrame remote="content" title="Przewodnik" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Wyszukiwarka' })).not.toBe(screen.getByRole('region', { name: 'Przewodnik' }));
  });
});
