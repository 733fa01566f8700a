import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-01',
  sections: [
    {
      id: 'administrator',
      heading: '1. Administrator danych',
      blocks: [
        'Administratorem Twoich danych osobowych jest Podróżownia sp. z o.o. z siedzibą w Warszawie, ul. Marszałkowska 87, 00-683 Warszawa (dalej: Podróżownia). Z administratorem skontaktujesz się listownie na ten adres, e-mailem na kontakt@podrozownia.pl lub telefonicznie pod numerem +48 22 100 20 30.',
        'Wyznaczyliśmy inspektora ochrony danych. We wszystkich sprawach dotyczących Twoich danych napisz do niego na iod@podrozownia.pl lub na adres siedziby z dopiskiem „Inspektor ochrony danych”.',
      ],
    },
    {
      id: 'cele-i-podstawy',
      heading: '2. Cele i podstawy prawne przetwarzania',
      blocks: [
        'Przetwarzamy dane zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO) w następujących celach:',
        {
          terms: [
            [
              'Rezerwacja i wykonanie umowy o udział w imprezie turystycznej',
              'Dane rezerwującego i uczestników (imię, nazwisko, data urodzenia, płeć, dane kontaktowe, adres) przekazujemy organizatorowi, by zawrzeć i wykonać umowę. Podstawa: art. 6 ust. 1 lit. b RODO; dane uczestników innych niż rezerwujący: art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes w wykonaniu umowy zawartej na ich rzecz).',
            ],
            [
              'Dane o zdrowiu',
              'Tylko gdy sam je podasz, na przykład informację o niepełnosprawności lub diecie, by organizator mógł zapewnić pomoc. Podstawa: art. 9 ust. 2 lit. a RODO (Twoja wyraźna zgoda).',
            ],
            [
              'Płatności i rozliczenia',
              'Obsługa wpłat i zwrotów, wystawianie faktur i prowadzenie księgowości. Podstawa: art. 6 ust. 1 lit. b i c RODO w związku z przepisami podatkowymi i o rachunkowości.',
            ],
            [
              'Obsługa zapytań i reklamacji',
              'Odpowiedzi na wiadomości z formularzy, e-maili i rozmów telefonicznych, prowadzenie reklamacji. Podstawa: art. 6 ust. 1 lit. b, c i f RODO.',
            ],
            [
              'Opinie o hotelach',
              'Publikacja opinii z imieniem i miastem autora oraz weryfikacja, czy autor odbył pobyt. Podstawa: art. 6 ust. 1 lit. f RODO (rzetelność opinii) i art. 6 ust. 1 lit. c RODO w związku z obowiązkami informacyjnymi wobec konsumentów.',
            ],
            [
              'Newsletter',
              'Wysyłka ofert e-mailem po potwierdzeniu zapisu. Podstawa: art. 6 ust. 1 lit. a RODO (zgoda) w związku z art. 10 ustawy o świadczeniu usług drogą elektroniczną i art. 398 Prawa komunikacji elektronicznej.',
            ],
            [
              'Analityka i ulepszanie serwisu',
              'Statystyki odwiedzin i działania serwisu, tylko po Twojej zgodzie w banerze plików cookie. Podstawa: art. 6 ust. 1 lit. a RODO.',
            ],
            [
              'Bezpieczeństwo i dochodzenie roszczeń',
              'Ochrona serwisu przed nadużyciami, ustalenie, dochodzenie i obrona roszczeń. Podstawa: art. 6 ust. 1 lit. f RODO.',
            ],
          ],
        },
      ],
    },
    {
      id: 'okres-przechowywania',
      heading: '3. Jak długo przechowujemy dane',
      blocks: [
        {
          list: [
            'Dane rezerwacji: przez czas wykonania umowy, a potem do upływu terminu przedawnienia roszczeń z umowy o udział w imprezie turystycznej (3 lata od końca imprezy, liczone do końca roku kalendarzowego).',
            'Dokumenty księgowe: 5 lat od końca roku kalendarzowego, w którym upłynął termin płatności podatku.',
            'Korespondencja i reklamacje: 3 lata od zakończenia sprawy.',
            'Opinie o hotelach: do czasu usunięcia opinii na Twoją prośbę lub przez nas.',
            'Newsletter i analityka: do wycofania zgody; potem tylko tyle, ile potrzeba do wykazania, że zgoda była.',
            'Dane kandydatów do pracy: do zakończenia rekrutacji, a za zgodą na kolejne rekrutacje przez 12 miesięcy.',
          ],
        },
      ],
    },
    {
      id: 'odbiorcy',
      heading: '4. Odbiorcy danych',
      blocks: [
        'Twoje dane przekazujemy organizatorowi turystyki, u którego rezerwujesz wyjazd, a przez niego hotelom, przewoźnikom i agentom obsługującym wyjazd na miejscu. Dane otrzymują także ubezpieczyciel (gdy kupujesz ubezpieczenie), operatorzy płatności, operator parkingu, dostawcy usług informatycznych, hostingu i wysyłki e-maili, biuro rachunkowe oraz kancelaria prawna. Na żądanie przekazujemy dane uprawnionym organom, na przykład Straży Granicznej.',
        { links: [{ to: '/odbiorcy-danych/', label: 'Pełna lista kategorii odbiorców danych' }] },
      ],
    },
    {
      id: 'przekazywanie-poza-eog',
      heading: '5. Przekazywanie danych poza Europejski Obszar Gospodarczy',
      blocks: [
        'Gdy jedziesz poza EOG, na przykład do Egiptu, Turcji czy Tajlandii, dane uczestników muszą trafić do hotelu, przewoźnika i lokalnych władz w tym kraju. Podstawą jest art. 49 ust. 1 lit. b i c RODO: przekazanie jest niezbędne do wykonania umowy. Nasi dostawcy usług informatycznych przetwarzają dane w EOG, a jeśli wyjątkowo poza nim, to na podstawie standardowych klauzul umownych zatwierdzonych przez Komisję Europejską.',
      ],
    },
    {
      id: 'prawa',
      heading: '6. Twoje prawa',
      blocks: [
        'Masz prawo do:',
        {
          list: [
            'dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO),',
            'sprostowania danych (art. 16 RODO),',
            'usunięcia danych (art. 17 RODO),',
            'ograniczenia przetwarzania (art. 18 RODO),',
            'przenoszenia danych przetwarzanych na podstawie umowy lub zgody (art. 20 RODO),',
            'sprzeciwu wobec przetwarzania na podstawie prawnie uzasadnionego interesu, a wobec marketingu bezpośredniego w każdym czasie (art. 21 RODO),',
            'wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania przed jej wycofaniem,',
            'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa.',
          ],
        },
        'Aby skorzystać z praw, napisz na iod@podrozownia.pl. Odpowiemy w ciągu miesiąca; w sprawach złożonych termin może się wydłużyć o kolejne dwa miesiące, o czym Cię poinformujemy.',
      ],
    },
    {
      id: 'dobrowolnosc',
      heading: '7. Czy musisz podać dane',
      blocks: [
        'Podanie danych jest dobrowolne, ale bez danych rezerwującego i uczestników nie zawrzesz umowy o udział w imprezie turystycznej, a bez adresu e-mail nie zapiszesz się do newslettera. Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby skutki prawne.',
      ],
    },
    {
      id: 'cookies',
      heading: '8. Pliki cookie',
      blocks: [
        'Niezbędne pliki cookie i pamięć przeglądarki służą do działania serwisu: zapamiętują ulubione oferty, zgodę na cookie i przebieg rezerwacji. Pliki analityczne zapisujemy dopiero po Twojej zgodzie w banerze. Zgodę zmienisz w każdej chwili, usuwając pliki cookie w przeglądarce; baner pojawi się ponownie.',
      ],
    },
  ],
};
