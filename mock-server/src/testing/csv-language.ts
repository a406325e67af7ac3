import type { Language } from '../messages/messages.js';
import type { TestServer } from './test-server.js';

/**
 * Moves the server's clock past the rate-limit window (a minute), so a test that downloads or uploads many
 * files neither runs out of its own requests nor leaves the next test without any.
 */
export function nextRateLimitWindow(server: TestServer): void {
  server.clock.advance(61_000);
}

/** Saves `language` as the user's choice (null: follow the browser), the way the customizer does. */
export async function saveLanguage(server: TestServer, email: string, language: Language | null): Promise<void> {
  const headers = await server.authHeaders(email);
  const current = await server.app.inject({ method: 'GET', url: '/v2/me/preferences', headers });
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/v2/me/preferences',
    headers,
    payload: { ...current.json<object>(), language },
  });
  if (saved.statusCode !== 200) throw new Error(`saving ${language} for ${email}: ${saved.statusCode} ${saved.body}`);
}

/** A CSV download's text (a BOM left out), asked for by `email` with any extra request headers (Accept-Language). */
export async function csvOfUrl(
  server: TestServer,
  email: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { ...(await server.authHeaders(email)), ...headers },
  });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  // a table export starts with a BOM (services/exports/table-export.ts; checked in exports.routes.test.ts), a
  // template does not
  return response.body.replace(/^\uFEFF/, '');
}

/**
 * The header row of a CSV download for each way the reader's language is told: saved as German, saved as
 * Arabic (outranking the browser's German), and with none saved, the browser's German, Arabic or French
 * (which the portal does not speak: English). The user's saved language is null again afterwards; the
 * downloads count in a rate-limit window of their own.
 */
export async function headerRowsOf(
  server: TestServer,
  email: string,
  url: string,
): Promise<Record<'de' | 'ar' | 'browserDe' | 'browserAr' | 'browserFr', string>> {
  const firstLine = async (headers?: Record<string, string>) =>
    (await csvOfUrl(server, email, url, headers)).split('\r\n')[0]!;
  nextRateLimitWindow(server);
  try {
    await saveLanguage(server, email, 'de');
    const de = await firstLine();
    await saveLanguage(server, email, 'ar');
    const ar = await firstLine({ 'accept-language': 'de-DE,de;q=0.9' });
    await saveLanguage(server, email, null);
    return {
      de,
      ar,
      browserDe: await firstLine({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' }),
      browserAr: await firstLine({ 'accept-language': 'fr;q=0.4, ar-EG;q=0.5' }),
      browserFr: await firstLine({ 'accept-language': 'fr-FR,fr;q=0.9' }),
    };
  } finally {
    await saveLanguage(server, email, null);
    nextRateLimitWindow(server);
  }
}
