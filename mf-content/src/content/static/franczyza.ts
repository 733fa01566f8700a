import type { ContentDocument } from '../content-document';

export const document: ContentDocument = {
  sections: [
    {
      id: 'dla-kogo',
      heading: 'Dla kogo jest franczyza Podróżowni',
      blocks: [
        'Szukamy partnerów, którzy chcą prowadzić salon podróży pod naszą marką w miastach, w których jeszcze nas nie ma, albo przenieść do nas działające biuro. Doświadczenie w turystyce pomaga, ale nie jest konieczne: najważniejsze są zaangażowanie i dobre podejście do klienta.',
      ],
    },
    {
      id: 'co-zapewniamy',
      heading: 'Co zapewniamy',
      blocks: [
        {
          list: [
            'System rezerwacyjny z ofertami kilkudziesięciu organizatorów i tą samą ceną co w internecie.',
            'Szkolenie startowe dla właściciela i pracowników oraz szkolenia produktowe w trakcie współpracy.',
            'Projekt wnętrza salonu, oznakowanie i materiały reklamowe.',
            'Kampanie marketingowe prowadzone centralnie i leady z internetu z Twojej okolicy.',
            'Wsparcie działu reklamacji i infolinii dla Twoich klientów.',
          ],
        },
      ],
    },
    {
      id: 'wymagania',
      heading: 'Czego oczekujemy',
      blocks: [
        {
          list: [
            'Lokalu o powierzchni od 25 m² w dobrej lokalizacji handlowej, z witryną.',
            'Prowadzenia działalności gospodarczej i wpisu do rejestru agentów turystycznych (pomożemy w formalnościach).',
            'Co najmniej jednej osoby pracującej w salonie w pełnym wymiarze godzin.',
            'Przestrzegania standardów obsługi i godzin otwarcia sieci.',
          ],
        },
      ],
    },
    {
      id: 'jak-zaczac',
      heading: 'Jak zacząć',
      blocks: [
        {
          steps: [
            'Wyślij zgłoszenie: imię i nazwisko, miasto, telefon i kilka słów o sobie.',
            'Opiekun sieci zadzwoni w ciągu 5 dni roboczych i umówi spotkanie.',
            'Wspólnie ocenimy lokalizację i przygotujemy biznesplan.',
            'Po podpisaniu umowy salon otwieramy zwykle w ciągu 6–8 tygodni.',
          ],
        },
        'Zgłoszenie wyślesz przez formularz franczyzowy albo e-mailem na franczyza@podrozownia.pl.',
        {
          links: [
            { to: 'mailto:franczyza@podrozownia.pl', label: 'franczyza@podrozownia.pl' },
            { to: '/salony-podrozy/', label: 'Zobacz nasze salony' },
          ],
        },
      ],
    },
  ],
};
