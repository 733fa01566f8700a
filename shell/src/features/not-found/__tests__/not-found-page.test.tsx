import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { I18nextProvider, type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { buildRouteObjects } from '../../../routes/create-app-router';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../../remote-slot/remote-loader';
import { DeclaredNotFoundContext } from '../declared-not-found';

/** The shell's routes are declarative (`AppRoutes`): the same `useRoutes` over the tree under test. */
function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const load: RemoteModuleLoader = async (remote, module) => ({ [module]: () => <h1>{`${remote}/${module}`}</h1> });

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

function renderAt(url: string, notFoundPath?: string, routes?: Parameters<typeof buildRouteObjects>[0]) {
  const children = (buildRouteObjects(routes)[0]?.children ?? []) as RouteObject[];
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderContext.Provider value={load}>
        <DeclaredNotFoundContext.Provider value={notFoundPath}>
          <MemoryRouter initialEntries={[url]}>
            <Routed routes={[{ element: <Outlet />, children }]} />
          </MemoryRouter>
        </DeclaredNotFoundContext.Provider>
      </RemoteLoaderContext.Provider>
    </I18nextProvider>,
  );
}

describe('the shell’s not-found page', () => {
  it('answers an address no route owns, in Polish, with a way home', async () => {
    renderAt('/nie-ma-takiej-strony/', undefined, [{ id: 'home', path: '/', remote: 'search', module: 'HomePage' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute('href', '/');
  });

  it('replaces the route’s page on the path the server declared not found, and only there', async () => {
    const declared = renderAt('/hotel/nie-ma-takiego/', '/hotel/nie-ma-takiego/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.queryByText('hotel/HotelPage')).not.toBeInTheDocument();
    declared.unmount();

    renderAt('/hotel/sol-palace/', '/hotel/nie-ma-takiego/');
    expect(await screen.findByRole('heading', { level: 1, name: 'hotel/HotelPage' })).toBeInTheDocument();
  });
});
