import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HotelsBreadcrumb } from '../hotels-breadcrumb';

describe('HotelsBreadcrumb', () => {
  it('links home, the hotel search and each place, and names the page itself without a link', () => {
    render(
      <MemoryRouter>
        <HotelsBreadcrumb
          labels={{ label: 'Nawigacja okruszkowa', home: 'Strona główna', hotels: 'Hotele' }}
          places={[
            { id: 2, path: 'egipt', name: 'Egipt' },
            { id: 3, path: 'egipt/hurghada', name: 'Hurghada' },
          ]}
          current="Hotel Sol"
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Nawigacja okruszkowa' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Strona główna', '/'],
      ['Hotele', '/hotele/'],
      ['Egipt', '/hotele/egipt/'],
      ['Hurghada', '/hotele/egipt/hurghada/'],
    ]);
    expect(within(trail).getByText('Hotel Sol')).toHaveAttribute('aria-current', 'page');
  });
});
