import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { readPreferences } from '../services/preferences.js';
import type { Language } from '../messages/messages.js';

/**
 * The language the server writes a file in for this request: the reader's saved choice, else the best of the
 * portal's languages their browser asks for (Accept-Language), else English.
 */
export async function requestLanguage(orm: Orm, request: FastifyRequest): Promise<Language> {
  const saved = request.auth ? (await readPreferences(orm, request.auth.userId)).language : null;
  return saved ?? acceptedLanguage(request.headers['accept-language']);
}

/** The best match in an Accept-Language header: highest weight first, then the order given (RFC 9110 §12.5.4). */
export function acceptedLanguage(header: string | undefined): Language {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => /^q=/i.test(param));
      return { primary: tag.toLowerCase().split('-')[0]!, weight: weight ? Number(weight.slice(2)) : 1, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);
