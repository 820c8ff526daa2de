// The signed-in user's own profile, language preference and account deletion.
import type { FastifyInstance } from 'fastify';
import { authRoutes, type InterfaceLanguage, type UserProfile } from '@vidcraft/contracts';
import type { UserRow } from '../../db/schema.ts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { clearSessionCookie, type CookiePolicy } from '../../http/session-cookie.ts';
import { presentUser } from './auth.service.ts';
import type { AccountService } from './account.service.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { account: AccountService; cookies: CookiePolicy },
) {
  const present = (user: UserRow, connectedChannels: number): UserProfile => ({
    ...presentUser(user),
    id: user.id,
    createdAt: user.created_at.toISOString(),
    connectedChannels,
  });

  contractRoute(app, authRoutes.preferences, async ({ body, request }) => {
    const actor = requireActor(request);
    const user = await deps.account.update(actor.userId, { preferred_language: body.language });
    return { success: true as const, preferredLanguage: user.preferred_language as InterfaceLanguage };
  });

  contractRoute(app, authRoutes.getProfile, async ({ request }) => {
    const actor = requireActor(request);
    const { user, connectedChannels } = await deps.account.profile(actor.userId);
    return present(user, connectedChannels);
  });

  contractRoute(app, authRoutes.updateProfile, async ({ body, request }) => {
    const actor = requireActor(request);
    await deps.account.update(actor.userId, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.preferredLanguage === undefined ? {} : { preferred_language: body.preferredLanguage }),
    });
    const { user, connectedChannels } = await deps.account.profile(actor.userId);
    return present(user, connectedChannels);
  });

  contractRoute(app, authRoutes.deleteAccount, async ({ request, reply }) => {
    const actor = requireActor(request);
    await deps.account.deleteAccount(actor.userId);
    clearSessionCookie(reply, deps.cookies);
    reply.header('clear-site-data', '"cookies"');
    return { success: true as const };
  });
}
