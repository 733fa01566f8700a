import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'organizatorzy',
      heading: 'Organizatorzy turystyki',
      blocks: [
        'Sprzedajemy oferty kilkudziesięciu biur podróży działających w Polsce, od największych organizatorów wczasów samolotowych, takich jak Itaka, TUI czy Rainbow, po biura specjalizujące się w wycieczkach objazdowych, rejsach, wyjazdach narciarskich i egzotyce. Współpracujemy wyłącznie z organizatorami wpisanymi do rejestru i posiadającymi gwarancję ubezpieczeniową.',
        'Listę organizatorów, których oferty masz w wynikach, zobaczysz w filtrze „Organizator” na stronie wyników.',
      ],
    },
    {
      id: 'inni-partnerzy',
      heading: 'Pozostali partnerzy',
      blocks: [
        {
          terms: [
            ['Ubezpieczyciele', 'Towarzystwo ubezpieczeniowe, którego polisy podróżne i od kosztów rezygnacji oferujemy przy rezerwacji.'],
            [
              'Operatorzy płatności',
              'Licencjonowane instytucje płatnicze obsługujące przelewy online, karty, BLIK i portfele elektroniczne.',
            ],
            ['Parkingi lotniskowe', 'Operatorzy parkingów przy polskich lotniskach w usłudze Parkuj i leć.'],
            ['Hotele', 'Hotele, które współpracują z nami przy opiniach gości i nagrodach Hotel Roku Podróżowni.'],
          ],
        },
      ],
    },
    {
      id: 'zostan-partnerem',
      heading: 'Zostań partnerem',
      blocks: [
        'Jesteś organizatorem turystyki, hotelem albo dostawcą usług dla podróżnych i chcesz z nami współpracować? Napisz na partnerzy@podrozownia.pl. Odpowiadamy w ciągu 5 dni roboczych.',
        {
          links: [
            { to: 'mailto:partnerzy@podrozownia.pl', label: 'partnerzy@podrozownia.pl' },
            { to: '/franczyza/', label: 'Franczyza: własny salon Podróżowni' },
          ],
        },
      ],
    },
  ],
};
