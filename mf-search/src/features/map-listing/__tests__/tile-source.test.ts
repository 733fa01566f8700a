import { SITE_CONFIG_ELEMENT_ID } from '@travel/contracts/site-config';
import { readTileTemplate, tileUrl } from '../tile-source';

const withConfig = (text: string | null): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CONFIG_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
};
const config = (mapTileUrl: string) =>
  JSON.stringify({ baseUrl: 'https://podrozownia.example', environment: 'test', sentryDsn: null, mapTileUrl });

describe('tile source from the site config', () => {
  it('reads the template the site server announces', () => {
    expect(readTileTemplate(withConfig(config('https://tiles.example.pl/{z}/{x}/{y}.png')))).toBe(
      'https://tiles.example.pl/{z}/{x}/{y}.png',
    );
  });

  it('means no tiles when there is no config, a broken one, or a template without {z}/{x}/{y}', () => {
    expect(readTileTemplate(withConfig(null))).toBeNull();
    expect(readTileTemplate(withConfig('{not json'))).toBeNull();
    expect(readTileTemplate(withConfig(config('')))).toBeNull();
    expect(readTileTemplate(withConfig(config('https://tiles.example.pl/tile.png')))).toBeNull();
  });

  it('fills the template', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', 10, 571, 337)).toBe('https://t.example/10/571/337.png');
  });
});
