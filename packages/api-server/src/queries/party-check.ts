import { countParty, partyIssue, type PartyCount } from '@travel/contracts';
import { badRequest } from '../lib/http';

/**
 * The party rules of `@travel/contracts` (`partyIssue`) applied on the server: a 400 naming the
 * child (`children.1`) whose birth date is in the future, more than 120 years back, or 18 or more
 * years before the departure date. Answers the party as prices count it on that day.
 */
export function checkedParty(
  adults: number | undefined,
  children: readonly string[] | undefined,
  today: string,
  departureDate: string = today,
): PartyCount {
  const issue = partyIssue(children ?? [], today, departureDate);
  if (issue) throw badRequest(issue.parameter, issue.message);
  return countParty(adults, children, departureDate);
}
