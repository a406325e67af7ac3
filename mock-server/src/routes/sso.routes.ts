import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ssoPaths,
  loginResponseSchema,
  ssoCallbackQuerySchema,
  ssoLookupQuerySchema,
  ssoLookupSchema,
  ssoSessionBodySchema,
  ssoSettingsSchema,
  ssoStartQuerySchema,
  updateSsoSettingsBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { apiError, HttpError } from '../http/errors.js';
import { serviceContext, publicContext } from '../http/service-context.js';
import { readSsoSettings, updateSsoSettings } from '../services/sso/sso-settings.js';
import {
  finishSsoSignIn,
  spendSsoHandoff,
  ssoForEmail,
  SSO_BROWSER_COOKIE,
  startSsoSignIn,
  type Redirect,
} from '../services/sso/sso-sign-in.js';
import { issueTokens } from '../services/tokens.js';
import { findActiveUserById, toSessionUser } from '../services/users.js';

/** A redirect's body is empty; the document names it as empty text. */
const redirectResponse = fileResponse('Sends the browser on (the Location header); the body is empty', 'text/plain');

/** Single sign-on with OpenID Connect (docs/security.md): the company's settings and the sign-in's steps. */
export async function ssoRoutes(app: App): Promise<void> {
  registerSsoSettings(app);
  registerSsoStart(app);
  registerSsoFinish(app);
}

/** The company's SSO settings (level3). */
function registerSsoSettings(app: App): void {
  app.get(
    ssoPaths.settings,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "The company's single sign-on: its OpenID provider, domains and sign-in rules (level3)",
        description: 'The client secret is never answered: `clientSecretSet` says whether one is stored.',
        response: { 200: ssoSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => readSsoSettings(serviceContext(request), callbackUrlOf(request)),
  );

  app.patch(
    ssoPaths.settings,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "Change the company's single sign-on (level3)",
        description:
          'Any of the fields; `clientSecret` is write-only (stored encrypted). Turned on, the provider must answer its discovery document (400 on issuer otherwise); an http:// issuer only with SSO_ALLOW_HTTP_ISSUER=1. A domain another company signs in with is refused (409). Audited as sso.changed.',
        body: updateSsoSettingsBodySchema,
        response: { 200: ssoSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateSsoSettings(serviceContext(request), request.body, callbackUrlOf(request)),
  );
}

/** Finding a company's SSO from an email, and sending the browser to its provider. */
function registerSsoStart(app: App): void {
  app.get(
    ssoPaths.lookup,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: "The single sign-on that covers an e-mail address's domain, if one is on",
        querystring: ssoLookupQuerySchema,
        response: { 200: ssoLookupSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const sso = await ssoForEmail(publicContext(request), request.query.email);
      if (!sso) return { provider: null };
      const start = `${apiOriginOf(request)}${ssoPaths.start}?email=${encodeURIComponent(request.query.email)}`;
      return { provider: { name: sso.name, startUrl: start } };
    },
  );

  app.get(
    ssoPaths.start,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: "Start a single sign-on: the browser goes on to the company's provider",
        description:
          'State, nonce and the PKCE verifier (S256) are kept on the server for ten minutes; a cookie ties them to this browser. Without single sign-on for the address, back to the sign-in page with #ssoError=disabled.',
        querystring: ssoStartQuerySchema,
        response: { 302: redirectResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      send(reply, await startSsoSignIn(publicContext(request), request.query.email, callbackUrlOf(request))),
  );
}

/** The provider's callback, and the session it leads to. */
function registerSsoFinish(app: App): void {
  const orm = app.db.orm;

  app.get(
    ssoPaths.callback,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back: on to the sign-in page with a one-time code',
        description:
          "The state must be unused, unexpired and of this browser; the code is exchanged with the PKCE verifier; the ID token (signature, issuer, audience, nonce) is checked; the e-mail must be verified and be a peer's (or, with just-in-time provisioning, becomes a level1 peer). Refusals go back with #ssoError=expired|failed|unverified|unknown|disabled. Audited as sso.signed_in (and sso.peer_provisioned).",
        querystring: ssoCallbackQuerySchema,
        response: { 302: redirectResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.raw.url?.split('?')[1] ?? '';
      const callback = new URL(`${callbackUrlOf(request)}?${query}`);
      return send(
        reply,
        await finishSsoSignIn(publicContext(request), callback, cookieOf(request, SSO_BROWSER_COOKIE)),
      );
    },
  );

  app.post(
    ssoPaths.session,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary:
          "Trade a single sign-on's one-time code (it lives a minute) for a session, as a password sign-in answers",
        body: ssoSessionBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const ctx = { ...publicContext(request), jwt: app.jwt };
      const userId = await spendSsoHandoff(ctx, request.body.code);
      const user = userId ? await findActiveUserById(orm, userId) : undefined;
      if (!user) throw new HttpError(401, apiError('auth.ssoCodeInvalid'));
      const tokens = await issueTokens(ctx, {
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        level: user.level,
      });
      return { ...tokens, user: await toSessionUser(ctx, user) };
    },
  );
}

function apiOriginOf(request: FastifyRequest): string {
  return request.server.config.publicApiUrl ?? `${request.protocol}://${request.host}`;
}

/** The redirect URI: the callback on the API's public address (PUBLIC_API_URL, or as the caller reached it). */
function callbackUrlOf(request: FastifyRequest): string {
  return `${apiOriginOf(request)}${ssoPaths.callback}`;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function send(reply: FastifyReply, to: Redirect): FastifyReply {
  if (to.cookie) reply.header('set-cookie', to.cookie);
  return reply.type('text/plain; charset=utf-8').redirect(to.location, 302);
}
