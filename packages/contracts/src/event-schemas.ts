import { z } from 'zod';
import { TOAST_POSITIONS, TOAST_TYPES, USER_ROLES, type UserRole } from './events';

/**
 * The event payloads that are parsed: a toast from a remote built against another contract, the
 * signed-in user from the API. Apart from ./events, which every first paint loads without zod
 * (docs/adr/0192-first-load-budget.md).
 */

export const toastLinkSchema = z.object({ href: z.string().min(1), title: z.string().min(1) });
export type ToastLink = z.infer<typeof toastLinkSchema>;

/**
 * What a remote sends to show a toast. `message` is already translated by the sender (it owns its
 * namespace). `timeOut: 0` keeps the toast until it is closed.
 */
export const toastInputSchema = z.object({
  id: z.string().min(1),
  message: z.string().min(1),
  type: z.enum(TOAST_TYPES).optional(),
  position: z.enum(TOAST_POSITIONS).optional(),
  timeOut: z.number().int().min(0).optional(),
  module: z.string().min(1).optional(),
  link: toastLinkSchema.optional(),
});
export type ToastInput = z.infer<typeof toastInputSchema>;

/**
 * The signed-in user as the shell announces it (`user:info`), built from the
 * `GET /api/auth/user-info/` answer (`userInfoResponse` in `api/content.ts`). Unknown roles are
 * dropped rather than rejecting the whole payload, so a new server-side role never signs anyone out.
 */
export const userInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Display name; `null` when the account has none (the e-mail is shown instead). */
  name: z.string().nullable(),
  roles: z.array(z.string()).transform((roles) => roles.filter((r): r is UserRole => (USER_ROLES as readonly string[]).includes(r))),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
