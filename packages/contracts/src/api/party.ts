import { z } from 'zod';
import { csv, day, intParam } from './common';
import { PARTY_LIMITS, partyIssue } from './party-rules';

export { ageOn, countParty, PARTY_LIMITS, partyIssue, type PartyIssue } from './party-rules';

/** The party in a query string: `adults=2&children=2019-05-01,2025-12-24` (birth dates). */
export const partyQueryFields = {
  adults: intParam(PARTY_LIMITS.minAdults, PARTY_LIMITS.maxAdults).optional().describe('Adults in the party, 1-9 (default 2)'),
  children: csv(day, PARTY_LIMITS.maxChildren)
    .optional()
    .describe('Birth dates of the children (yyyy-mm-dd, comma-joined, at most 6); under 18 on the departure date'),
};

/** The party in a JSON body. */
export const partyBodyFields = {
  adults: z.number().int().min(PARTY_LIMITS.minAdults).max(PARTY_LIMITS.maxAdults).default(2),
  children: z.array(day).max(PARTY_LIMITS.maxChildren).default([]),
};
export const partyBody = z.object(partyBodyFields);
export type PartyInput = z.input<typeof partyBody>;
export type Party = z.output<typeof partyBody>;

/** How prices count the party: seats go to adults and children, infants travel on a lap. */
export const partyCountSchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
});
export type PartyCount = z.infer<typeof partyCountSchema>;

/** The party body checked against a day, for forms: the same rules the server applies. */
export const partyBodyOn = (today: string, departureDate: string = today) =>
  partyBody.superRefine((party, ctx) => {
    const issue = partyIssue(party.children, today, departureDate);
    if (issue)
      ctx.addIssue({
        code: 'custom',
        path: issue.parameter.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: issue.message,
      });
  });
