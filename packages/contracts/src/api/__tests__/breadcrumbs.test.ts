import { breadcrumbItems } from '../breadcrumbs';

describe('breadcrumbItems: the one trail the JSON-LD and the visible breadcrumbs are made from', () => {
  it('keeps the order, home first and the page last, with titles and addresses trimmed', () => {
    expect(
      breadcrumbItems([
        { route: '/', title: 'Podróżownia' },
        { route: ' /wakacje/ ', title: ' Wakacje ' },
        { route: '/wakacje/grecja/', title: 'Grecja' },
      ]),
    ).toEqual([
      { route: '/', title: 'Podróżownia' },
      { route: '/wakacje/', title: 'Wakacje' },
      { route: '/wakacje/grecja/', title: 'Grecja' },
    ]);
  });

  it('leaves out a step that can be neither a link of the shop nor a list item', () => {
    expect(
      breadcrumbItems([
        { route: '/', title: '' },
        { route: 'https://example.com/', title: 'Obca' },
        { route: '//example.com/', title: 'Obca bez schematu' },
        { route: '', title: 'Bez adresu' },
        { route: '/wakacje/', title: 'Wakacje' },
      ]),
    ).toEqual([{ route: '/wakacje/', title: 'Wakacje' }]);
  });
});
