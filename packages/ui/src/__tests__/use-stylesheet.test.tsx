import { render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { useStylesheet, waitForStylesheets } from '../use-stylesheet';

function Styled({ href }: { href: string }) {
  useStylesheet(href);
  return null;
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);

describe('useStylesheet', () => {
  afterEach(() => document.head.replaceChildren());

  it('links a stylesheet once, however many components ask for it', () => {
    render(
      <>
        <Styled href="http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css" />
        <Styled href="http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css" />
      </>,
    );
    expect(links()).toEqual(['http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css']);
  });

  it('recognises a stylesheet the site server inlined into the first HTML', () => {
    document.head.innerHTML = '<style data-href="/remotes/search/v1/listing-page.0a1b2c3d.css">.a{}</style>';
    render(<Styled href="http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css" />);
    expect(links()).toEqual([]);
  });

  it('recognises the link the site server wrote into the first HTML, relative as it is', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/search/v1/listing-page.0a1b2c3d.css">';
    render(<Styled href="http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css" />);
    expect(links()).toHaveLength(1);
  });
});

describe('useStylesheet with waitForStylesheets()', () => {
  function Page({ href }: { href: string }) {
    useStylesheet(href);
    return <p>strona</p>;
  }
  // Drawn as the browser app draws it, outside act(): a suspended page must come back by itself
  // when its stylesheet loads.
  const draw = (href: string) => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <Suspense fallback={<p>czekam</p>}>
        <Page href={href} />
      </Suspense>,
    );
  };
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  // The module remembers which stylesheets loaded: each test asks for a file of its own.
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    waitForStylesheets();
  });
  afterEach(() => {
    waitForStylesheets(false);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('shows the page only once its new stylesheet has loaded', async () => {
    const href = 'http://localhost/remotes/order/v1/order.0a1b2c3d.css';
    draw(href);
    await waitFor(() => expect(screen.getByText('czekam')).toBeInTheDocument());
    expect(links()).toEqual([href]);
    document.head.querySelector(`link[href="${href}"]`)!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.getByText('strona')).toBeInTheDocument());
    expect(links()).toEqual([href]);
  });

  it('a stylesheet that fails to load ends the wait too (unstyled beats blank)', async () => {
    const href = 'http://localhost/remotes/order/v1/missing.0a1b2c3d.css';
    draw(href);
    await waitFor(() => expect(screen.getByText('czekam')).toBeInTheDocument());
    document.head.querySelector(`link[href="${href}"]`)!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByText('strona')).toBeInTheDocument());
  });

  it('does not wait for a stylesheet the first HTML brought (a server-rendered page hydrates at once)', async () => {
    document.head.innerHTML = '<style data-href="/remotes/search/v1/listing-page.0a1b2c3d.css">.a{}</style>';
    draw('http://localhost/remotes/search/v1/listing-page.0a1b2c3d.css');
    await waitFor(() => expect(screen.getByText('strona')).toBeInTheDocument());
    expect(screen.queryByText('czekam')).toBeNull();
    expect(links()).toEqual([]);
  });
});
