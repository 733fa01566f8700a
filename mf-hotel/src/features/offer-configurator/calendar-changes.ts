import type { CalendarDay } from '@travel/contracts/api/offers';
import { OWN_TRANSPORT, type Configuration } from './configuration-url';

/** A choice a calendar day would change, with the value it has now and the one it would get. */
export type CalendarChoiceChange =
  | { choice: 'departureCity'; from: string; to: string }
  | { choice: 'durationDays'; from: number; to: number }
  | { choice: 'board'; from: string; to: string }
  | { choice: 'roomCode'; from: string; to: string }
  | { choice: 'tourOperator'; from: string; to: string };

/**
 * What picking a calendar day would change (docs/product/order-and-payment.md, the price
 * calendar): every choice the shopper made (city, length, board, room) that the day's offer does
 * not keep, and the operator when it differs from the offer on screen. Empty: the day only sets
 * the date. A choice left at "any" is not the shopper's and changes nothing here.
 */
export function calendarChanges(
  configuration: Configuration,
  shownOperator: string | null,
  day: Pick<CalendarDay, 'departureCity' | 'durationDays' | 'board' | 'roomCode' | 'tourOperator'>,
): CalendarChoiceChange[] {
  const changes: CalendarChoiceChange[] = [];
  const city = day.departureCity ?? OWN_TRANSPORT;
  if (configuration.departureCity !== null && configuration.departureCity !== city)
    changes.push({ choice: 'departureCity', from: configuration.departureCity, to: city });
  if (configuration.durationDays !== null && configuration.durationDays !== day.durationDays)
    changes.push({ choice: 'durationDays', from: configuration.durationDays, to: day.durationDays });
  if (configuration.board !== null && configuration.board !== day.board)
    changes.push({ choice: 'board', from: configuration.board, to: day.board });
  if (configuration.roomCode !== null && configuration.roomCode !== day.roomCode)
    changes.push({ choice: 'roomCode', from: configuration.roomCode, to: day.roomCode });
  if (shownOperator !== null && shownOperator !== day.tourOperator)
    changes.push({ choice: 'tourOperator', from: shownOperator, to: day.tourOperator });
  return changes;
}

/** The configuration after the shopper accepted a day with its changes: the day's offer's choices, pinned. */
export function withCalendarDay(
  day: Pick<CalendarDay, 'date' | 'departureCity' | 'durationDays' | 'board' | 'roomCode'>,
): Partial<Omit<Configuration, 'offerHash'>> {
  return {
    departureDate: day.date,
    departureCity: day.departureCity ?? OWN_TRANSPORT,
    durationDays: day.durationDays,
    board: day.board,
    roomCode: day.roomCode,
  };
}
