import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollRegion } from '../scroll-region';

describe('ScrollRegion', () => {
  it('is a region named by its table caption, reached with Tab', async () => {
    render(
      <ScrollRegion labelledBy="rules-caption">
        <table>
          <caption id="rules-caption">Reguły SEO</caption>
          <tbody>
            <tr>
              <td>wakacje</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Reguły SEO' });
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('scrolls sideways by itself in the shared stylesheet, keeping hidden texts inside', () => {
    const css = readFileSync(join(__dirname, '../components.css'), 'utf8');
    const rule = /\.tr-scroll-region\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/overflow-x:\s*auto/);
    expect(rule).toMatch(/max-width:\s*100%/);
    expect(rule).toMatch(/position:\s*relative/);
  });
});
