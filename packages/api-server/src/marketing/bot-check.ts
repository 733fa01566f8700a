import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { botChallengeSchema, type BotAction, type BotChallenge, type BotCheckCode } from '@travel/contracts';
import type { Queryable } from '../db/connection';
import type { Clock } from '../lib/dates';
import { HttpError } from '../lib/http';
import type { MarketingConfig } from './config';
import { purposeKey, sha256 } from './signatures';

const ALGORITHM = 'SHA-256';

const tokenSchema = z.object({
  challenge: botChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).passthrough(),
});

const MESSAGES: Record<BotCheckCode, string> = {
  'bot-check-invalid': 'The bot-protection token is not a solved challenge of this shop',
  'bot-check-expired': 'The bot-protection challenge has expired: ask for a new one',
  'bot-check-replayed': 'The bot-protection token has been used already: ask for a new one',
  'bot-check-action': 'The bot-protection token was issued for another form',
};

const refused = (code: BotCheckCode) => new HttpError(403, MESSAGES[code], 'botToken', { code });

export interface VerifiedToken {
  /** Marks the challenge used inside the caller's transaction; a second use is refused (403 `bot-check-replayed`). */
  claim(tx: Queryable): Promise<void>;
}

export interface BotCheck {
  challenge(action: BotAction): Promise<BotChallenge>;
  /** Checks signature, solution, action and expiry of a token; throws a 403 with its `code`. */
  verify(token: string, action: BotAction): Promise<VerifiedToken>;
}

/**
 * Self-hosted proof of work (ALTCHA v2 through altcha-lib, ADR 0181): a challenge signed with a key
 * derived from `MARKETING_SECRET`, bound to one named action and an expiry (both in the signed
 * data, checked against the API's clock), accepted once.
 */
export function createBotCheck(config: MarketingConfig, clock: Clock): BotCheck {
  const hmacSignatureSecret = purposeKey(config.secret, 'altcha-challenge');
  const hmacKeySignatureSecret = purposeKey(config.secret, 'altcha-key');
  return {
    async challenge(action) {
      const expires = Math.floor((clock().getTime() + config.challengeTtlMs) / 1000);
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(config.botCounterMin, config.botCounterMax),
        deriveKey,
        data: { action, expires },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return botChallengeSchema.parse(challenge);
    },
    async verify(token, action) {
      let decoded: z.infer<typeof tokenSchema>;
      try {
        decoded = tokenSchema.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
      } catch {
        throw refused('bot-check-invalid');
      }
      const { challenge, solution } = decoded;
      if (challenge.parameters.algorithm !== ALGORITHM) throw refused('bot-check-invalid');
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: challenge as Parameters<typeof verifySolution>[0]['challenge'],
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) throw refused('bot-check-invalid');
      // Signed with the challenge, so these cannot be changed without failing the check above.
      const data = challenge.parameters.data ?? {};
      if (data.action !== action) throw refused('bot-check-action');
      const expires = typeof data.expires === 'number' ? data.expires : 0;
      const now = clock();
      if (expires * 1000 <= now.getTime()) throw refused('bot-check-expired');
      const hash = sha256(challenge.signature);
      return {
        async claim(tx) {
          await tx.rows(sql`DELETE FROM bot_challenges_used WHERE expires_at < ${now.toISOString()}::timestamptz`);
          const claimed = await tx.rows(sql`INSERT INTO bot_challenges_used (challenge_hash, action, expires_at)
            VALUES (${hash}, ${action}, ${new Date(expires * 1000).toISOString()}::timestamptz)
            ON CONFLICT (challenge_hash) DO NOTHING RETURNING challenge_hash`);
          if (claimed.length === 0) throw refused('bot-check-replayed');
        },
      };
    },
  };
}
