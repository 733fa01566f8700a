import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next, Trans as PackageTransTyped } from 'react-i18next';
import { Trans as SubsetTrans } from '../shared-subsets/lazy-trans';

// The alias the browser builds resolve to the package itself (`UNSHARED_ALIASES`, webpack only);
// jest hoists the mock above the imports.
jest.mock('@travel/unshared-react-i18next', () => jest.requireActual('react-i18next'), { virtual: true });

// The shop's typed keys do not cover this test's own texts.
const PackageTrans = PackageTransTyped as unknown as ComponentType<Record<string, unknown>>;
const Trans = SubsetTrans as unknown as ComponentType<Record<string, unknown>>;

async function texts() {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pl',
    ns: ['common', 'hotel'],
    defaultNS: 'common',
    resources: {
      pl: { common: { greeting: 'Witaj, <b>{{name}}</b>!' }, hotel: { greeting: 'Hotel <b>{{name}}</b>' } },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('the react-i18next subset’s Trans (docs/adr/0330-first-load-gap.md)', () => {
  it('renders what the package’s Trans renders, once its parser has loaded', async () => {
    const i18n = await texts();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <p data-testid="package">
          <PackageTrans i18nKey="greeting" values={{ name: 'Ola' }} components={{ b: <b /> }} />
        </p>
        <Suspense fallback={<span>czekam</span>}>
          <p data-testid="subset">
            <Trans i18nKey="greeting" values={{ name: 'Ola' }} components={{ b: <b /> }} />
          </p>
        </Suspense>
      </I18nextProvider>,
    );
    await screen.findByText('Ola', { selector: '[data-testid="subset"] b' });
    expect(screen.getByTestId('subset').innerHTML).toBe(screen.getByTestId('package').innerHTML);
    expect(screen.getByTestId('subset').innerHTML).toBe('Witaj, <b>Ola</b>!');
    expect(container.textContent).not.toContain('czekam');
  });

  it('takes the namespace and instance given to it over the provider’s', async () => {
    const i18n = await texts();
    render(
      <Suspense fallback={null}>
        <p data-testid="subset">
          <Trans i18n={i18n} ns="hotel" i18nKey="greeting" values={{ name: 'Panorama' }} components={{ b: <b /> }} />
        </p>
      </Suspense>,
    );
    expect((await screen.findByTestId('subset')).innerHTML).toBe('Hotel <b>Panorama</b>');
  });
});
