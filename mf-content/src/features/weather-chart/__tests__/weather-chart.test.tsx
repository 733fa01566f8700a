import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { WeatherChart, WeatherTable, bestSeasonText } from '../weather-chart';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['tour-guide']);
});

/** A mountain place: frost in winter, no sea. */
const alpine = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  airDay: [-2, 0, 5, 10, 15, 19, 22, 21, 17, 11, 4, -1][i] ?? 0,
  airNight: [-10, -9, -5, 0, 4, 8, 10, 10, 6, 2, -4, -8][i] ?? 0,
  water: null,
  sunHours: 5,
  rainyDays: 10,
}));

const renderWith = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('WeatherChart and WeatherTable', () => {
  it('draw a place without sea: no water line or column, an axis below zero, no shaded months', () => {
    renderWith(
      <>
        <WeatherChart placeLocative="w Zakopanem" months={alpine} bestMonths={[]} />
        <WeatherTable placeLocative="w Zakopanem" months={alpine} bestMonths={[]} />
      </>,
    );
    const chart = screen.getByRole('img', { name: 'Średnie temperatury w kolejnych miesiącach w Zakopanem' });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
    expect(within(chart).getByText('-10°')).toBeTruthy();
    expect(screen.queryByText('Temperatura wody')).toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Miesiąc', 'Temperatura w dzień', 'Temperatura w nocy', 'Słońce (godz. dziennie)', 'Dni deszczowe']);
    expect(within(table).getByRole('rowheader', { name: 'styczeń' })).toBeTruthy();
  });

  it('writes decimal normals with a Polish comma in the table and the text alternative', () => {
    const coastal = alpine.map((m) => ({ ...m, airDay: m.airDay + 0.5, airNight: m.airNight + 0.25, water: 18.5, sunHours: 7.5 }));
    renderWith(
      <>
        <WeatherChart placeLocative="na Krecie" months={coastal} bestMonths={[]} />
        <WeatherTable placeLocative="na Krecie" months={coastal} bestMonths={[]} />
      </>,
    );
    const july = screen.getByRole('rowheader', { name: 'lipiec' }).closest('tr')!;
    expect([...july.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['22,5°C', '10,3°C', '18,5°C', '7,5 h', '10']);
    expect(screen.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(screen.getByRole('img').getAttribute('aria-describedby')!)!.textContent;
    expect(description).toContain('lipiec (22,5°C w dzień)');
    expect(description).toContain('styczeń (-1,5°C w dzień)');
  });

  it('names the best season as month ranges', () => {
    expect(bestSeasonText([6, 7, 8, 9])).toBe('czerwiec–wrzesień');
    expect(bestSeasonText([1, 2, 12, 5])).toBe('maj, grudzień–luty');
  });
});
