import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  effectiveFrom: '2026-01-01',
  sections: [
    {
      id: 'postanowienia-ogolne',
      heading: '§ 1. Postanowienia ogólne',
      blocks: [
        {
          steps: [
            'Regulamin określa zasady korzystania z serwisu internetowego Podróżownia oraz zasady rezerwacji imprez turystycznych i usług dodatkowych za jego pośrednictwem.',
            'Serwis prowadzi Podróżownia sp. z o.o. z siedzibą w Warszawie, ul. Marszałkowska 87, 00-683 Warszawa, e-mail kontakt@podrozownia.pl, telefon +48 22 100 20 30 (dalej: Podróżownia).',
            'Podróżownia jest agentem turystycznym w rozumieniu ustawy z dnia 24 listopada 2017 r. o imprezach turystycznych i powiązanych usługach turystycznych. Zawiera umowy o udział w imprezie turystycznej w imieniu i na rzecz organizatorów turystyki wskazanych w ofertach.',
            'Do korzystania z serwisu potrzebna jest aktualna przeglądarka internetowa z włączoną obsługą JavaScriptu i adres e-mail. Zakazane jest dostarczanie treści o charakterze bezprawnym.',
          ],
        },
      ],
    },
    {
      id: 'uslugi',
      heading: '§ 2. Usługi świadczone drogą elektroniczną',
      blocks: [
        'Podróżownia bezpłatnie udostępnia wyszukiwarkę ofert, listę ulubionych, przewodnik, formularze kontaktowe, newsletter oraz możliwość dodawania opinii o hotelach. Umowa o korzystanie z tych usług zawierana jest z chwilą rozpoczęcia korzystania z serwisu i rozwiązywana z chwilą jego opuszczenia, a w przypadku newslettera z chwilą wypisania się.',
      ],
    },
    {
      id: 'rezerwacja',
      heading: '§ 3. Rezerwacja i zawarcie umowy',
      blocks: [
        {
          steps: [
            'Przed rezerwacją podróżny otrzymuje standardowy formularz informacyjny, warunki uczestnictwa organizatora oraz informacje o ofercie, w tym o całkowitej cenie z obowiązkowymi opłatami.',
            'Rezerwacja przebiega w czterech krokach: informacje o rezerwacji, potwierdzenie danych, podsumowanie rezerwacji z akceptacją dokumentów, płatność.',
            'Umowa zostaje zawarta z chwilą potwierdzenia rezerwacji przez organizatora. Potwierdzenie i treść umowy Podróżownia przesyła na trwałym nośniku, na adres e-mail podany w rezerwacji.',
            'Rezerwujący oświadcza, że jest upoważniony do zawarcia umowy w imieniu pozostałych uczestników i przekaże im informacje otrzymane od Podróżowni i organizatora.',
          ],
        },
      ],
    },
    {
      id: 'ceny-i-platnosci',
      heading: '§ 4. Ceny i płatności',
      blocks: [
        {
          steps: [
            'Ceny podawane są w złotych polskich i zawierają wszystkie obowiązkowe opłaty, w tym składki na Turystyczny Fundusz Gwarancyjny i Turystyczny Fundusz Pomocowy.',
            'Przy obniżce ceny Podróżownia podaje najniższą cenę oferty z 30 dni przed wprowadzeniem obniżki.',
            'Terminy i wysokość zaliczki oraz dopłaty określa umowa. Płatności online obsługują licencjonowani operatorzy płatności.',
            'Organizator może podwyższyć cenę najpóźniej 20 dni przed rozpoczęciem imprezy, wyłącznie z powodu zmiany kosztów paliwa, podatków lub opłat od usług turystycznych albo kursów walut, jeśli umowa to przewiduje. Przy podwyżce przekraczającej 8% ceny podróżny może odstąpić od umowy bez opłaty.',
          ],
        },
      ],
    },
    {
      id: 'odstapienie',
      heading: '§ 5. Odstąpienie od umowy',
      blocks: [
        {
          steps: [
            'Podróżny może odstąpić od umowy o udział w imprezie turystycznej w każdym czasie przed jej rozpoczęciem. Organizator może żądać opłaty za odstąpienie określonej w umowie, odpowiadającej jego rzeczywistym kosztom.',
            'Podróżny może odstąpić od umowy bez opłaty w razie wystąpienia nieuniknionych i nadzwyczajnych okoliczności w miejscu docelowym lub jego najbliższym sąsiedztwie, mających znaczący wpływ na realizację imprezy lub przewóz do miejsca docelowego.',
            'Umowy zawartej przez internet (na odległość) nie można odstąpić w ciągu 14 dni bez podania przyczyny: ustawa o prawach konsumenta nie przyznaje tego prawa przy umowach o udział w imprezie turystycznej. Prawo to przysługuje natomiast, gdy umowę zawarto poza lokalem przedsiębiorstwa, na zasadach ustawy o imprezach turystycznych.',
            'Oświadczenie o odstąpieniu należy złożyć na trwałym nośniku, na przykład e-mailem na kontakt@podrozownia.pl. Zwrot wpłat następuje w ciągu 14 dni.',
            'Usługi świadczone drogą elektroniczną, takie jak newsletter, można wypowiedzieć w każdej chwili bez podania przyczyny.',
          ],
        },
      ],
    },
    {
      id: 'imprezy-turystyczne',
      heading: '§ 6. Prawa podróżnych w imprezach turystycznych',
      blocks: [
        'Zgodnie z ustawą o imprezach turystycznych i powiązanych usługach turystycznych, wdrażającą dyrektywę (UE) 2015/2302:',
        {
          list: [
            'organizator odpowiada za należyte wykonanie wszystkich usług turystycznych objętych umową;',
            'podróżny otrzymuje numer telefonu alarmowego lub dane punktu kontaktowego organizatora;',
            'podróżny może przenieść umowę na inną osobę, powiadamiając organizatora najpóźniej 7 dni przed rozpoczęciem imprezy;',
            'jeśli przed rozpoczęciem imprezy zmienią się istotne warunki umowy, podróżny może odstąpić od umowy bez opłaty;',
            'jeśli organizator odwoła imprezę, podróżny otrzymuje zwrot wszystkich wpłat, a w określonych przypadkach odszkodowanie;',
            'organizator ma obowiązek udzielić pomocy podróżnemu, który znalazł się w trudnej sytuacji;',
            'w razie niewypłacalności organizatora wpłaty zostaną zwrócone, a jeśli niewypłacalność nastąpi po rozpoczęciu imprezy, zapewniony jest powrót; zabezpieczeniem są gwarancja organizatora i Turystyczny Fundusz Gwarancyjny.',
          ],
        },
      ],
    },
    {
      id: 'reklamacje',
      heading: '§ 7. Reklamacje',
      blocks: [
        {
          steps: [
            'Niezgodność usług z umową podróżny zgłasza niezwłocznie, jeszcze w czasie imprezy, rezydentowi lub organizatorowi, by mogła zostać usunięta na miejscu. Zgłoszenie można przekazać również przez Podróżownię, która niezwłocznie przekaże je organizatorowi.',
            'Reklamację imprezy rozpatruje organizator w terminie wskazanym w warunkach uczestnictwa. Podróżnemu przysługuje obniżka ceny za okres niezgodności oraz odszkodowanie lub zadośćuczynienie, chyba że niezgodność zawinił podróżny, osoba trzecia niezwiązana z imprezą albo wystąpiły nieuniknione i nadzwyczajne okoliczności.',
            'Reklamacje dotyczące usług samej Podróżowni (działania serwisu, obsługi rezerwacji, płatności) należy zgłaszać na kontakt@podrozownia.pl lub listownie na adres siedziby. Podróżownia odpowiada w ciągu 14 dni od otrzymania reklamacji.',
            'Reklamacja powinna zawierać numer rezerwacji, opis problemu i oczekiwany sposób rozwiązania.',
            'Konsument może skorzystać z pozasądowych sposobów rozwiązywania sporów, w szczególności z pomocy powiatowego rzecznika konsumentów oraz wojewódzkiego inspektoratu Inspekcji Handlowej.',
          ],
        },
      ],
    },
    {
      id: 'opinie-i-tresci',
      heading: '§ 8. Opinie i treści użytkowników',
      blocks: [
        'Zasady dodawania, weryfikacji i publikacji opinii o hotelach określa regulamin opinii. Podróżownia przyjmuje zgłoszenia treści nielegalnych na zasadach aktu o usługach cyfrowych (rozporządzenie (UE) 2022/2065) przez formularz zgłoszeniowy dostępny na stronie kontaktowej.',
        {
          links: [
            { to: '/regulamin-opinii/', label: 'Regulamin opinii' },
            { to: '/kontakt/', label: 'Kontakt i zgłoszenia' },
          ],
        },
      ],
    },
    {
      id: 'postanowienia-koncowe',
      heading: '§ 9. Postanowienia końcowe',
      blocks: [
        'Zasady przetwarzania danych osobowych opisuje polityka prywatności. Regulamin może się zmienić z ważnych przyczyn, na przykład zmiany przepisów; zmiany nie dotyczą rezerwacji złożonych wcześniej. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego, ustawy o prawach konsumenta oraz ustawy o imprezach turystycznych i powiązanych usługach turystycznych.',
        { links: [{ to: '/polityka-prywatnosci/', label: 'Polityka prywatności' }] },
      ],
    },
  ],
};
