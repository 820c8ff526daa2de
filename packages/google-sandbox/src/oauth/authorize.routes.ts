// The authorization endpoint and its pages: account chooser → channel picker (YouTube scopes, several channels)
// → consent → 303 to the registered redirect URI with code/state, or error=access_denied on Cancel. An
// unregistered redirect URI or unknown client gets an error page, never a redirect.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { formBody } from '../http/body.ts';
import { normalizeQuery, type RawQuery } from '../http/query.ts';
import { accountChooserPage } from '../pages/account-chooser.page.ts';
import { channelPickerPage } from '../pages/channel-picker.page.ts';
import { consentPage } from '../pages/consent.page.ts';
import { authErrorPage } from '../pages/error.page.ts';
import { sendPage } from '../pages/html.ts';
import type { Account, Identity } from '../state/model.ts';
import { InteractionStore, type Interaction } from './interactions.ts';
import { hasYouTubeScope, isBasicScope, isKnownScope, parseScopeParam } from './scopes.ts';

const authQuery = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  access_type: z.enum(['online', 'offline']).optional(),
  prompt: z.string().optional(),
  include_granted_scopes: z.enum(['true', 'false']).optional(),
  login_hint: z.string().optional(),
  code_challenge: z
    .string()
    .regex(/^[\w.~-]{43,128}$/, 'invalid code_challenge')
    .optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
});
const stepForm = z.object({
  interaction: z.string().min(1),
  action: z.enum(['allow', 'cancel']).optional(),
  account: z.string().optional(),
  channel: z.string().optional(),
});

const BASE = '/o/oauth2/v2/auth';

function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export function registerAuthorizeRoutes(app: FastifyInstance, core: SandboxCore): void {
  const interactions = new InteractionStore();
  const appName = (clientId: string) => core.clients.get(clientId)?.name ?? 'Vidcraft';
  const errorPage = (reply: FastifyReply, code: number, error: string, description: string) =>
    sendPage(reply, code, authErrorPage({ code, error, description }));
  const action = (path: string) => `${core.baseUrl()}${BASE}${path}`;

  const identityOf = (account: Account, channelId: string | null | undefined): Identity => {
    const channel = channelId ? core.world.channel(channelId) : undefined;
    return channel?.kind === 'brand' ? channel.identity : account;
  };

  const redirectBack = (
    reply: FastifyReply,
    interaction: Interaction,
    params: Record<string, string | undefined>,
  ) => {
    interactions.finish(interaction.id);
    return reply
      .code(303)
      .redirect(withParams(interaction.redirectUri, { ...params, state: interaction.state }));
  };

  /** Issues the code for the chosen identity and scopes and sends the browser back to the app. */
  const finish = (reply: FastifyReply, interaction: Interaction, account: Account, granted: string[]) => {
    const identity = identityOf(account, interaction.channelId);
    const before = core.tokens.findGrant(interaction.clientId, identity.sub);
    const grant = core.tokens.upsertGrant(
      {
        clientId: interaction.clientId,
        accountId: account.id,
        sub: identity.sub,
        channelId: interaction.channelId ?? null,
      },
      granted,
    );
    const scopes = interaction.includeGrantedScopes ? grant.scopes : granted;
    const freshConsent = interaction.prompt.includes('consent') || !before;
    const code = core.tokens.issueCode({
      clientId: interaction.clientId,
      redirectUri: interaction.redirectUri,
      grantId: grant.id,
      scopes,
      ...(interaction.codeChallenge ? { codeChallenge: interaction.codeChallenge } : {}),
      ...(interaction.codeChallengeMethod ? { codeChallengeMethod: interaction.codeChallengeMethod } : {}),
      ...(interaction.nonce ? { nonce: interaction.nonce } : {}),
      issueRefreshToken: interaction.offline && (freshConsent || !core.tokens.hasLiveRefreshToken(grant.id)),
    });
    return redirectBack(reply, interaction, {
      code: code.code,
      scope: scopes.join(' '),
      authuser: '0',
      prompt: 'consent',
    });
  };

  /** After an account is known: pick a channel if needed, then consent (skipped when already granted). */
  const proceed = (reply: FastifyReply, interaction: Interaction, account: Account) => {
    if (interaction.channelId === undefined) {
      const channels = core.world.channelsOf(account);
      if (!hasYouTubeScope(interaction.scopes) || channels.length <= 1) {
        interaction.channelId = channels[0]?.id ?? null;
      } else {
        const previous = Object.values(core.auth.grants).find(
          (g) =>
            g.clientId === interaction.clientId &&
            g.accountId === account.id &&
            g.revokedAtMs === undefined &&
            g.channelId,
        );
        const choose =
          interaction.prompt.includes('select_account') || interaction.prompt.includes('consent');
        if (choose || !previous)
          return reply.code(303).redirect(action(`/channel?interaction=${interaction.id}`));
        interaction.channelId = previous.channelId;
      }
    }
    const identity = identityOf(account, interaction.channelId);
    const existing = core.tokens.findGrant(interaction.clientId, identity.sub);
    const covered = !!existing && interaction.scopes.every((s) => existing.scopes.includes(s));
    if (covered && !interaction.prompt.includes('consent'))
      return finish(reply, interaction, account, interaction.scopes);
    return reply.code(303).redirect(action(`/consent?interaction=${interaction.id}`));
  };

  const stepContext = (req: FastifyRequest) => {
    const form = stepForm.safeParse(
      req.method === 'GET' ? normalizeQuery(req.query as RawQuery, []) : formBody(req),
    );
    const interaction = form.success ? interactions.get(form.data.interaction) : undefined;
    const account = interaction?.accountId ? core.world.account(interaction.accountId) : undefined;
    return { form: form.success ? form.data : undefined, interaction, account };
  };
  const expired = (reply: FastifyReply) =>
    errorPage(
      reply,
      400,
      'invalid_request',
      'This sign-in request has expired or is unknown. Start again from the app.',
    );

  app.get(BASE, (req, reply) => {
    const raw = normalizeQuery(req.query as RawQuery, []);
    const parsed = authQuery.safeParse(raw);
    const clientId = typeof raw.client_id === 'string' ? raw.client_id : '';
    if (!clientId) return errorPage(reply, 400, 'invalid_request', 'Missing required parameter: client_id');
    if (!core.clients.get(clientId))
      return errorPage(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = typeof raw.redirect_uri === 'string' ? raw.redirect_uri : '';
    if (!core.clients.allowsRedirect(clientId, redirectUri)) {
      return sendPage(
        reply,
        400,
        authErrorPage({
          code: 400,
          error: 'redirect_uri_mismatch',
          appName: appName(clientId),
          description: `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. Register the redirect URI "${redirectUri}" for this client in the Google sandbox.`,
        }),
      );
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return errorPage(
        reply,
        400,
        'invalid_request',
        `Invalid parameter value for ${String(issue?.path[0])}: ${issue?.message}`,
      );
    }
    const q = parsed.data;
    if (q.response_type !== 'code') {
      return reply
        .code(302)
        .redirect(withParams(redirectUri, { error: 'unsupported_response_type', state: q.state }));
    }
    if (!q.scope) return errorPage(reply, 400, 'invalid_request', 'Missing required parameter: scope');
    const scopes = parseScopeParam(q.scope);
    const unknown = scopes.filter((s) => !isKnownScope(s));
    if (unknown.length > 0)
      return errorPage(
        reply,
        400,
        'invalid_scope',
        `Some requested scopes were invalid: ${unknown.join(', ')}`,
      );
    if (q.code_challenge_method && !q.code_challenge) {
      return errorPage(
        reply,
        400,
        'invalid_request',
        'code_challenge_method was sent without code_challenge.',
      );
    }
    const prompt = (q.prompt ?? '').split(/\s+/).filter(Boolean);
    const interaction = interactions.create({
      clientId,
      redirectUri,
      scopes,
      ...(q.state !== undefined ? { state: q.state } : {}),
      ...(q.nonce ? { nonce: q.nonce } : {}),
      ...(q.code_challenge
        ? { codeChallenge: q.code_challenge, codeChallengeMethod: q.code_challenge_method ?? 'plain' }
        : {}),
      offline: q.access_type === 'offline',
      prompt,
      includeGrantedScopes: q.include_granted_scopes === 'true',
      ...(q.login_hint ? { loginHint: q.login_hint } : {}),
    });
    const hinted = core.world.seed.accounts.find((a) => a.email === q.login_hint || a.sub === q.login_hint);
    if (prompt.includes('none')) {
      if (!hinted) return redirectBack(reply, interaction, { error: 'login_required' });
      const channelIds = core.world.channelsOf(hinted).map((c) => c.id);
      const grant = Object.values(core.auth.grants).find(
        (g) =>
          g.clientId === clientId &&
          g.accountId === hinted.id &&
          g.revokedAtMs === undefined &&
          scopes.every((s) => g.scopes.includes(s)),
      );
      if (!grant || (grant.channelId && !channelIds.includes(grant.channelId))) {
        return redirectBack(reply, interaction, { error: 'consent_required' });
      }
      interaction.accountId = hinted.id;
      interaction.channelId = grant.channelId;
      return finish(reply, interaction, hinted, scopes);
    }
    if (hinted && !prompt.includes('select_account')) {
      interaction.accountId = hinted.id;
      return proceed(reply, interaction, hinted);
    }
    return sendPage(
      reply,
      200,
      accountChooserPage({
        interactionId: interaction.id,
        appName: appName(clientId),
        accounts: core.world.seed.accounts,
        formAction: action('/account'),
      }),
    );
  });

  app.post(`${BASE}/account`, (req, reply) => {
    const { form, interaction } = stepContext(req);
    if (!form || !interaction) return expired(reply);
    if (form.action === 'cancel') return redirectBack(reply, interaction, { error: 'access_denied' });
    const account = form.account ? core.world.account(form.account) : undefined;
    if (!account) return expired(reply);
    interaction.accountId = account.id;
    interaction.channelId = undefined;
    return proceed(reply, interaction, account);
  });

  app.get(`${BASE}/channel`, (req, reply) => {
    const { interaction, account } = stepContext(req);
    if (!interaction || !account) return expired(reply);
    return sendPage(
      reply,
      200,
      channelPickerPage({
        interactionId: interaction.id,
        appName: appName(interaction.clientId),
        account,
        channels: core.world.channelsOf(account),
        formAction: action('/channel'),
      }),
    );
  });

  app.post(`${BASE}/channel`, (req, reply) => {
    const { form, interaction, account } = stepContext(req);
    if (!form || !interaction || !account) return expired(reply);
    if (form.action === 'cancel') return redirectBack(reply, interaction, { error: 'access_denied' });
    const channel = core.world.channelsOf(account).find((c) => c.id === form.channel);
    if (!channel) return expired(reply);
    interaction.channelId = channel.id;
    return proceed(reply, interaction, account);
  });

  app.get(`${BASE}/consent`, (req, reply) => {
    const { interaction, account } = stepContext(req);
    if (!interaction || !account || interaction.channelId === undefined) return expired(reply);
    const identity = identityOf(account, interaction.channelId);
    const channel = interaction.channelId ? core.world.channel(interaction.channelId) : undefined;
    return sendPage(
      reply,
      200,
      consentPage({
        interactionId: interaction.id,
        appName: appName(interaction.clientId),
        identityName: channel?.kind === 'brand' ? channel.title : identity.name,
        identityEmail: identity.email,
        color: channel?.kind === 'brand' ? channel.colors[0] : account.avatarColor,
        scopes: interaction.scopes,
        formAction: action('/consent'),
      }),
    );
  });

  app.post(`${BASE}/consent`, (req, reply) => {
    const { form, interaction, account } = stepContext(req);
    if (!form || !interaction || !account || interaction.channelId === undefined) return expired(reply);
    if (form.action !== 'allow') return redirectBack(reply, interaction, { error: 'access_denied' });
    // Unticked YouTube scopes are not granted (granular consent); identity scopes have no checkbox.
    const ticked = new URLSearchParams((req.body as Buffer | undefined)?.toString('utf8') ?? '').getAll(
      'scope',
    );
    const granted = interaction.scopes.filter((s) => isBasicScope(s) || ticked.includes(s));
    if (granted.length === 0) return redirectBack(reply, interaction, { error: 'access_denied' });
    return finish(reply, interaction, account, granted);
  });
}
