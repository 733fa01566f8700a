import { render } from '@testing-library/react';
import { useStylesheet } from '../use-stylesheet';

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
