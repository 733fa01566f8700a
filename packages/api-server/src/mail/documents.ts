import type { z } from 'zod';
import type { documentSchema } from '@travel/contracts';
import { isDiscounted } from '@travel/contracts/api/discount';
import { countText, fillTemplate, formatPriceFromGrosze, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import { departureCityBySlug, departureFromPhrase } from '@travel/search-model/reference/departure-cities';
import { tourOperatorLabel } from '@travel/search-model/reference/tour-operators';
import type { OrderRow } from '../queries/order';
import { orderTotal } from '../queries/order';
import { conditionsFor } from '../queries/payments';

type Document = z.infer<typeof documentSchema>;

/** The shop as the organiser's agent, named in every document. */
export const SHOP = {
  name: 'Podróżownia sp. z o.o.',
  address: 'ul. Podróżna 1, 00-001 Warszawa',
  phone: '+48 22 100 20 30',
  email: 'rezerwacje@podrozownia.pl',
  register: 'Rejestr Organizatorów Turystyki i Przedsiębiorców Ułatwiających Nabywanie Powiązanych Usług Turystycznych, nr 12345',
  guarantee: 'Gwarancja ubezpieczeniowa organizatora oraz składka na Turystyczny Fundusz Gwarancyjny i Turystyczny Fundusz Pomocowy',
} as const;

export const datePl = (day: string): string => day.split('-').reverse().join('.');

export const BOARD: Record<string, string> = {
  'all-inclusive': 'all inclusive',
  'ultra-all-inclusive': 'ultra all inclusive',
  'bez-wyzywienia': 'bez wyżywienia',
  sniadania: 'śniadania',
  'dwa-posilki': 'dwa posiłki (HB)',
  'trzy-posilki': 'trzy posiłki (FB)',
};
export const TRANSPORT: Record<string, string> = { F: 'samolot', BU: 'autokar', W: 'dojazd własny' };
export const PRODUCT: Record<string, string> = {
  'insurance-basic': 'Ubezpieczenie KL i NNW',
  'insurance-standard': 'Ubezpieczenie KL, NNW i bagażu',
  'insurance-cancellation': 'Ubezpieczenie kosztów rezygnacji',
  parking: 'Parking przy lotnisku',
  luggage: 'Bagaż rejestrowany 20 kg',
};

/**
 * A discount in the words of the price tag the pages show (`PriceDiscount` of @travel/ui, the same
 * texts of `common.json`): never without the lowest price of the 30 days before it.
 */
function discountLines(o: OrderRow['offer_snapshot']): string[] {
  if (!isDiscounted(o)) return [];
  const texts = POLISH_SOURCE_TEXTS.common.price;
  const perAdult = texts.perAdult;
  return [
    `${texts.discountLabel} ${fillTemplate(texts.discount, { percent: String(o.discountPercent) })}. ${texts.regular} ${formatPriceFromGrosze(
      Math.round(o.regularPricePerPerson * 100),
    )} ${perAdult}`,
    `${fillTemplate(texts.lowest30d, { price: formatPriceFromGrosze(Math.round(o.lowestPrice30dPerPerson * 100)) })} ${perAdult}`,
  ];
}

/** The booking summary, line by line (the e-mail and the summary step show the same). */
export function bookingSummary(row: OrderRow): string[] {
  const o = row.offer_snapshot;
  const departure = o.departureCity ? `, ${o.transport === 'F' ? 'wylot' : 'wyjazd'} ${departureFromPhrase(o.departureCity)}` : '';
  const lines = [
    `Numer rezerwacji: ${row.reservation_number ?? 'zostanie nadany po rezerwacji'}`,
    `Hotel: ${o.hotelName} (${o.hotelStandard}*), ${o.destination.name}, ${o.destination.country}`,
    `Termin: ${datePl(o.departureDate)} – ${datePl(o.returnDate)} (${countText('days', o.durationDays)}, ${countText('nights', o.nights)})`,
    `Transport: ${TRANSPORT[o.transport] ?? o.transport}${departure}`,
    `Wyżywienie: ${BOARD[o.board] ?? o.board}; pokój: ${o.room.name}`,
    `Organizator: ${tourOperatorLabel(o.tourOperator)}`,
    ...row.price_lines.map((l) => `${l.label} × ${l.count}: ${formatPriceFromGrosze(Math.round(l.total * 100))}`),
    ...row.products.map((p) => `${PRODUCT[p.code] ?? p.code} × ${p.quantity}: ${formatPriceFromGrosze(Math.round(p.total * 100))}`),
    `Cena całkowita: ${formatPriceFromGrosze(orderTotal(row))} (zawiera wszystkie obowiązkowe opłaty)`,
    ...discountLines(o),
    `Wpłacono: ${formatPriceFromGrosze(row.paid_total)}`,
  ];
  if (row.client_data) {
    const b = row.client_data.booker;
    lines.push(`Zamawiający: ${b.firstName} ${b.lastName}, ${b.email}, tel. ${b.phone}, ${b.street}, ${b.postalCode} ${b.city}`);
    row.client_data.participants.forEach((p, i) =>
      lines.push(`Uczestnik ${i + 1}: ${p.firstName} ${p.lastName}, ur. ${datePl(p.birthDate)}`),
    );
  }
  return lines;
}

/** What a booked order has paid and what is left (grosze), from its direct payment. */
export interface PaymentSchedule {
  paid: number;
  balance: { amount: number; dueDate: string; status: 'open' | 'pending' | 'paid' | 'expired' } | null;
}

/** The payment terms as booked: the deposit paid and the balance with its date, or the whole price paid. */
export function scheduleText(total: number, schedule: PaymentSchedule): string {
  const { balance } = schedule;
  if (!balance) return `Całość ceny (${formatPriceFromGrosze(total)}) zapłacona przy rezerwacji.`;
  const deposit = total - balance.amount;
  const rest = `pozostała kwota ${formatPriceFromGrosze(balance.amount)} płatna do ${datePl(balance.dueDate)}`;
  return balance.status === 'paid'
    ? `Zaliczka ${formatPriceFromGrosze(deposit)} zapłacona przy rezerwacji, ${rest} — zapłacona; cena zapłacona w całości.`
    : `Zaliczka ${formatPriceFromGrosze(deposit)} zapłacona przy rezerwacji, ${rest}.`;
}

/**
 * The documents of the summary step and the confirmation: terms, insurance terms, the standard
 * information form and the pre-contract information of art. 40 of the Polish act on package travel
 * (ustawa z 24 listopada 2017 r. o imprezach turystycznych i powiązanych usługach turystycznych).
 * Before the first payment the payment terms are the conditions on offer; with `schedule` (a booked
 * order) they are the ones booked.
 */
export function orderDocuments(row: OrderRow, today: string, schedule?: PaymentSchedule): Document[] {
  const o = row.offer_snapshot;
  const operator = tourOperatorLabel(o.tourOperator);
  const departurePlace = o.departureCity ? (departureCityBySlug(o.departureCity)?.nominative ?? o.departureCity) : null;
  const total = orderTotal(row);
  const conditions = conditionsFor(total - row.paid_total, o.departureDate, today);
  const deposit = conditions.find((c) => c.id === 'deposit');
  const payment =
    schedule && schedule.paid > 0
      ? scheduleText(total, schedule)
      : deposit
        ? `Zaliczka ${deposit.parts[0]!.amount.toFixed(2).replace('.', ',')} zł płatna przy rezerwacji, pozostała kwota ${deposit.parts[1]!.amount.toFixed(
            2,
          ).replace('.', ',')} zł do ${datePl(deposit.parts[1]!.dueDate)}; można też zapłacić całość od razu.`
        : `Całość ceny (${formatPriceFromGrosze(total)}) płatna przy rezerwacji.`;
  return [
    {
      kind: 'standard-information-form',
      title: 'Standardowy formularz informacyjny do umów o udział w imprezie turystycznej',
      url: '/regulamin/#formularz-informacyjny',
      paragraphs: [
        'Zaoferowane Państwu połączenie usług turystycznych stanowi imprezę turystyczną w rozumieniu dyrektywy (UE) 2015/2302 oraz ustawy z dnia 24 listopada 2017 r. o imprezach turystycznych i powiązanych usługach turystycznych.',
        `W związku z tym będą Państwu przysługiwały wszystkie prawa UE mające zastosowanie do imprez turystycznych. Organizator (${operator}) ponosi pełną odpowiedzialność za należyte wykonanie całej imprezy turystycznej.`,
        `Ponadto, zgodnie z wymogami prawa, organizator posiada zabezpieczenie w celu zapewnienia zwrotu Państwa wpłat i, jeżeli transport jest elementem imprezy turystycznej, zapewnienia Państwa powrotu do kraju w przypadku, gdyby stał się on niewypłacalny (${SHOP.guarantee}).`,
        'Podróżni otrzymają wszystkie istotne informacje na temat imprezy turystycznej przed zawarciem umowy o udział w imprezie turystycznej.',
        'Zawsze co najmniej jeden przedsiębiorca ponosi odpowiedzialność za należyte wykonanie wszystkich usług turystycznych objętych umową.',
        'Podróżni otrzymują awaryjny numer telefonu lub dane punktu kontaktowego, dzięki którym mogą skontaktować się z organizatorem lub agentem turystycznym.',
        'Podróżni mogą przenieść imprezę turystyczną na inną osobę, powiadamiając o tym w rozsądnym terminie, z zastrzeżeniem ewentualnych dodatkowych kosztów.',
        'Cena imprezy turystycznej może zostać podwyższona jedynie wtedy, gdy wzrosną określone koszty i jeżeli taka możliwość została wyraźnie przewidziana w umowie, i w żadnym przypadku nie później niż 20 dni przed rozpoczęciem imprezy. Jeżeli podwyżka ceny przekracza 8% ceny imprezy, podróżny może rozwiązać umowę.',
        'Podróżni mogą rozwiązać umowę bez ponoszenia jakiejkolwiek opłaty i uzyskać pełny zwrot wpłat, jeżeli którykolwiek z istotnych elementów imprezy, inny niż cena, zostanie znacząco zmieniony.',
        'W wyjątkowych okolicznościach, na przykład jeżeli w docelowym miejscu występują poważne problemy związane z bezpieczeństwem, które mogą wpłynąć na imprezę, podróżni mogą rozwiązać umowę przed rozpoczęciem imprezy bez ponoszenia opłaty.',
        'Ponadto podróżni mogą w każdym momencie przed rozpoczęciem imprezy rozwiązać umowę za odpowiednią i możliwą do uzasadnienia opłatą.',
        'Jeżeli po rozpoczęciu imprezy jej znaczące elementy nie mogą zostać zrealizowane zgodnie z umową, podróżnym należy zaproponować, bez dodatkowych kosztów, odpowiednie alternatywne usługi.',
        'Podróżni mają prawo do obniżki ceny lub odszkodowania za szkody, jeżeli usługi turystyczne nie są wykonywane lub są wykonywane nienależycie.',
        'Organizator musi zapewnić pomoc podróżnemu, jeżeli znajdzie się on w trudnej sytuacji.',
        'W przypadku niewypłacalności organizatora wpłaty zostaną zwrócone, a jeżeli niewypłacalność nastąpi po rozpoczęciu imprezy i transport jest jej elementem, zapewniony zostanie powrót podróżnych do kraju.',
      ],
    },
    {
      kind: 'pre-contract-information',
      title: 'Informacje przed zawarciem umowy (art. 40 ustawy o imprezach turystycznych)',
      url: '/regulamin/#informacje-przedumowne',
      paragraphs: [
        `Miejsce pobytu: ${o.hotelName}, ${o.destination.name}, ${o.destination.country}; kategoria obiektu: ${o.hotelStandard}*.`,
        `Termin: od ${datePl(o.departureDate)} do ${datePl(o.returnDate)}, liczba noclegów: ${o.nights}.`,
        `Transport: ${TRANSPORT[o.transport] ?? o.transport}${departurePlace ? `, miejsce wyjazdu i powrotu: ${departurePlace}` : ''}; dokładne godziny przekaże organizator najpóźniej 7 dni przed wyjazdem.`,
        `Zakwaterowanie: ${o.room.name}; wyżywienie: ${BOARD[o.board] ?? o.board}.`,
        'Impreza nie jest realizowana dla grupy; językiem obsługi jest język polski. Informacje o dostosowaniu obiektu do potrzeb osób o ograniczonej sprawności ruchowej przekaże organizator na życzenie.',
        `Organizator: ${operator}; agent turystyczny: ${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}, e-mail ${SHOP.email}; ${SHOP.register}.`,
        `Cena całkowita: ${formatPriceFromGrosze(total)}, łącznie z podatkami i wszystkimi opłatami obowiązkowymi; brak innych kosztów, o ile podróżny nie wybierze usług dodatkowych.`,
        `Warunki płatności: ${payment}`,
        'Impreza nie wymaga minimalnej liczby uczestników.',
        'Obywatele polscy podróżujący do krajów UE potrzebują ważnego dowodu osobistego lub paszportu; poza UE paszportu ważnego co najmniej 6 miesięcy od dnia powrotu oraz, jeśli kraj tego wymaga, wizy. Informacje o wymaganiach zdrowotnych: www.gov.pl/web/dyplomacja.',
        'Podróżny może rozwiązać umowę w każdym czasie przed rozpoczęciem imprezy za opłatą za odstąpienie określoną w warunkach organizatora.',
        'Zalecamy zawarcie ubezpieczenia kosztów rezygnacji oraz kosztów pomocy, w tym kosztów leczenia i powrotu do kraju (oferowane w kroku rezerwacji).',
      ],
    },
    {
      kind: 'terms',
      title: 'Regulamin świadczenia usług drogą elektroniczną i warunki uczestnictwa',
      url: '/regulamin/',
      paragraphs: [
        `Usługę rezerwacji świadczy ${SHOP.name}, ${SHOP.address}, jako agent organizatora ${operator}.`,
        'Umowa o udział w imprezie turystycznej zostaje zawarta z chwilą potwierdzenia rezerwacji przez organizatora i zaksięgowania wpłaty.',
        'Reklamacje można składać w trakcie imprezy przedstawicielowi organizatora oraz po jej zakończeniu na adres e-mail sklepu.',
      ],
    },
    {
      kind: 'insurance-terms',
      title: 'Ogólne warunki ubezpieczenia',
      url: '/regulamin-ubezpieczen/',
      paragraphs: [
        'Ubezpieczenie KL obejmuje koszty leczenia i transportu medycznego za granicą; NNW — następstwa nieszczęśliwych wypadków; ubezpieczenie bagażu — utratę i uszkodzenie bagażu podróżnego.',
        'Ubezpieczenie kosztów rezygnacji zwraca opłatę za odstąpienie od umowy z przyczyn wymienionych w warunkach ubezpieczenia; należy je zawrzeć najpóźniej w dniu rezerwacji.',
      ],
    },
  ];
}
