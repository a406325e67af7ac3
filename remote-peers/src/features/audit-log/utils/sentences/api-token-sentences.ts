import { humanValue } from './human-value';
import { actorOf, afterOf, beforeOf, type Sayings } from './sentence-context';

/** A person's own API tokens (their profile): made, with the scope and the expiry, and revoked. */
export const apiTokenSayings = {
  'api_token.created': (entry, c) =>
    c.t('audit.say.api_token.created', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      scope: afterOf(entry, 'scope') === 'read' ? 'read' : 'write',
      expires: humanValue('expiresAt', afterOf(entry, 'expiresAt'), c),
    }),
  'api_token.revoked': (entry, c) =>
    c.t('audit.say.api_token.revoked', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      scope: beforeOf(entry, 'scope') === 'read' ? 'read' : 'write',
    }),
} satisfies Sayings;
