import { humanValue } from './human-value';
import { changedFieldsText } from './changed-fields';
import { actorOf, afterOf, beforeOf, type Sayings } from './sentence-context';

/** Peers: added, edited, levels, (de)activated, deleted and restored, invitations and imports. */
export const peerSayings = {
  'peer.added': (entry, c) => c.t('audit.say.peer.added', { actor: actorOf(entry, c), target: entry.target.label }),
  'peer.updated': (entry, c) =>
    c.t('audit.say.peer.updated', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      fields: changedFieldsText(entry, c),
    }),
  'peer.level_changed': (entry, c) =>
    c.t('audit.say.peer.level_changed', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      before: humanValue('level', beforeOf(entry, 'level'), c),
      after: humanValue('level', afterOf(entry, 'level'), c),
    }),
  'peer.deactivated': (entry, c) =>
    c.t('audit.say.peer.deactivated', { actor: actorOf(entry, c), target: entry.target.label }),
  'peer.reactivated': (entry, c) =>
    c.t('audit.say.peer.reactivated', { actor: actorOf(entry, c), target: entry.target.label }),
  'peer.deleted': (entry, c) => c.t('audit.say.peer.deleted', { actor: actorOf(entry, c), target: entry.target.label }),
  'peer.restored': (entry, c) =>
    c.t('audit.say.peer.restored', { actor: actorOf(entry, c), target: entry.target.label }),
  // a resend records the same state twice; what matters is where the new link went
  'peer.invitation_resent': (entry, c) =>
    c.t('audit.say.peer.invitation_resent', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      email: humanValue('email', afterOf(entry, 'email'), c),
    }),
  'peer.invitation_revoked': (entry, c) =>
    c.t('audit.say.peer.invitation_revoked', { actor: actorOf(entry, c), target: entry.target.label }),
  'peer.invitation_accepted': (entry, c) => c.t('audit.say.peer.invitation_accepted', { target: entry.target.label }),
  'peers.imported': (entry, c) => {
    const peers = afterOf(entry, 'peers');
    const names = typeof peers === 'string' && peers ? peers.split(', ').map((peer) => peer.split(' <')[0]!) : [];
    return c.t('audit.say.peers.imported', {
      actor: actorOf(entry, c),
      count: Number(afterOf(entry, 'count') ?? names.length),
      peers: humanValue('peers', names, c),
    });
  },
} satisfies Sayings;
