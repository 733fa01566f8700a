import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'zakwaterowanie',
      heading: 'Zakwaterowanie',
      blocks: [
        'Doba hotelowa za granicą zaczyna się zwykle o 14:00 i kończy o 12:00. Jeśli przylatujesz rano, hotel może poprosić o zaczekanie na pokój; bagaż zostawisz w przechowalni, a z basenu i restauracji często skorzystasz od razu. W dniu wyjazdu pokój trzeba zwolnić w południe, nawet gdy samolot odlatuje wieczorem.',
        'Przy zameldowaniu recepcja poprosi o paszport lub dowód osobisty i voucher. Niektóre hotele pobierają kaucję na kartę lub w gotówce, na przykład za pilota do klimatyzacji albo ręczniki plażowe. Opłatę klimatyczną lub miejscową, jeśli nie jest wliczona w cenę, płaci się na miejscu; informację o niej znajdziesz w opisie oferty.',
        {
          note: 'Pokój nie odpowiada opisowi? Zgłoś to od razu w recepcji i rezydentowi. Organizator ma obowiązek usunąć niezgodność, a zgłoszenie na miejscu jest podstawą ewentualnej reklamacji po powrocie.',
        },
      ],
    },
    {
      id: 'rezydent',
      heading: 'Opieka rezydenta',
      blocks: [
        'Rezydent to przedstawiciel organizatora w miejscu pobytu. Spotkanie informacyjne odbywa się zwykle pierwszego lub drugiego dnia. Rezydent pomoże w kłopotach z pokojem, wizytą u lekarza czy zgubionymi dokumentami i poinformuje o godzinie transferu powrotnego. Jego numer telefonu masz w dokumentach podróży.',
      ],
    },
    {
      id: 'wycieczki-fakultatywne',
      heading: 'Wycieczki fakultatywne',
      blocks: [
        'Wycieczki dodatkowe kupisz u rezydenta lub u lokalnych biur. Te oferowane przez organizatora są objęte jego odpowiedzialnością i ubezpieczeniem, a program prowadzi przewodnik mówiący po polsku. Przy wycieczkach kupowanych na własną rękę sprawdź, czy Twoje ubezpieczenie obejmuje planowane aktywności, na przykład nurkowanie czy quady.',
      ],
    },
    {
      id: 'wyzywienie',
      heading: 'Wyżywienie w praktyce',
      blocks: [
        {
          list: [
            'Posiłki w formie bufetu wydawane są w stałych godzinach. Spóźnione śniadanie bywa dostępne w barze przy basenie.',
            'W all inclusive napoje lokalne są w cenie, a importowane alkohole i świeżo wyciskane soki często płatne osobno.',
            'Restauracje à la carte w hotelach all inclusive wymagają zwykle rezerwacji stolika w recepcji, a wieczorem obowiązuje w nich strój wizytowy, czyli długie spodnie dla panów.',
            'Dietę bezglutenową, wegańską lub alergię zgłoś przy rezerwacji i jeszcze raz w restauracji hotelowej.',
          ],
        },
      ],
    },
    {
      id: 'powrot',
      heading: 'Powrót',
      blocks: [
        'Godzinę transferu na lotnisko poda rezydent na tablicy informacyjnej w hotelu lub w wiadomości. Sprawdź ją dzień przed wyjazdem. Po powrocie napisz opinię o hotelu: link wyślemy Ci e-mailem.',
        {
          links: [
            { to: '/przewodnik/inne-informacje/', label: 'Dalej: waluty, zdrowie i bezpieczeństwo' },
            { to: '/regulamin/', label: 'Reklamacje: zasady w regulaminie' },
          ],
        },
      ],
    },
  ],
};
