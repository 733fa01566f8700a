import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'bon-podrozowni',
      heading: 'Bon podarunkowy Podróżowni',
      blocks: [
        'Bon podarunkowy to prezent, z którego obdarowany sam wybierze wyjazd: wczasy, last minute, wycieczkę objazdową albo narty. Bon kupisz w każdym salonie podróży lub zamówisz przez infolinię, na kwotę od 100 do 10 000 zł, w wersji elektronicznej (PDF do wydruku) albo w ozdobnej kopercie.',
        {
          list: [
            'Bon jest ważny 24 miesiące od dnia zakupu.',
            'Możesz nim opłacić całość lub część ceny dowolnego wyjazdu z naszej oferty, także zaliczkę.',
            'Przy jednej rezerwacji możesz łączyć kilka bonów oraz bon z inną metodą płatności.',
            'Bonu nie wymienia się na gotówkę; niewykorzystana część kwoty zostaje na bonie do końca jego ważności.',
          ],
        },
      ],
    },
    {
      id: 'jak-zaplacic',
      heading: 'Jak zapłacić bonem',
      blocks: [
        {
          steps: [
            'Wybierz ofertę i przejdź przez kroki rezerwacji.',
            'W kroku „Płatność” wybierz płatność bonem i wpisz jego numer oraz kod.',
            'Kwota bonu zmniejszy należność; resztę zapłacisz wybraną metodą.',
          ],
        },
        'Rezerwację z bonem możesz też złożyć przez telefon lub w salonie podróży.',
      ],
    },
    {
      id: 'polski-bon-turystyczny',
      heading: 'Polski Bon Turystyczny',
      blocks: [
        'Rządowy Polski Bon Turystyczny, czyli świadczenie 500 zł na wypoczynek dzieci w Polsce, można było wykorzystać do 31 marca 2023 r. Po tym terminie bony wygasły i nie da się już nimi płacić ani przedłużyć ich ważności. Jeśli szukasz wypoczynku w Polsce dla rodziny, zobacz oferty z dojazdem własnym.',
        {
          links: [
            { to: '/bony-turystyczne-500/', label: 'Bon podróżny 500 zł' },
            { to: '/dojazd-wlasny/polska/', label: 'Wypoczynek w Polsce z dojazdem własnym' },
            { to: '/salony-podrozy/', label: 'Kup bon w salonie podróży' },
          ],
        },
      ],
    },
  ],
};
