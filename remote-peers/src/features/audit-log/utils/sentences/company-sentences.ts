import type { AuditEntry } from '@timely/contract';
import { changedFieldsText } from './changed-fields';
import { fieldLabel } from './field-labels';
import { humanValue, listText } from './human-value';
import { actorOf, afterOf, beforeOf, recordedFields, type SentenceContext, type Sayings } from './sentence-context';

/** One setting changed reads as its own sentence; several as the list of what changed. */
function saySettings(entry: AuditEntry, c: SentenceContext): string {
  const actor = actorOf(entry, c);
  const fields = recordedFields(entry);
  const key = fields.length === 1 ? fields[0]! : '';
  const values = {
    actor,
    before: humanValue(key, beforeOf(entry, key), c),
    after: humanValue(key, afterOf(entry, key), c),
  };
  switch (key) {
    case 'workingDays':
      return c.t('audit.say.settings.workingDays', values);
    case 'name':
      return c.t('audit.say.settings.name', values);
    case 'timeZone':
      return c.t('audit.say.settings.timeZone', values);
    case 'logoUrl':
      return c.t(afterOf(entry, key) ? 'audit.say.settings.logo' : 'audit.say.settings.logoRemoved', { actor });
    case 'hideApps':
      return c.t(afterOf(entry, key) ? 'audit.say.settings.appsHidden' : 'audit.say.settings.appsShown', { actor });
    default:
      return c.t('audit.say.settings.changed', { actor, fields: changedFieldsText(entry, c) });
  }
}

/** Turning single sign-on or the password path on or off reads as its own sentence; the rest as what changed. */
function saySso(entry: AuditEntry, c: SentenceContext): string {
  const actor = actorOf(entry, c);
  const fields = recordedFields(entry);
  if (fields.length === 1 && fields[0] === 'enabled')
    return c.t(afterOf(entry, 'enabled') ? 'audit.say.sso.enabled' : 'audit.say.sso.disabled', { actor });
  if (fields.length === 1 && fields[0] === 'passwordSignIn')
    return c.t(afterOf(entry, 'passwordSignIn') ? 'audit.say.sso.passwordsOn' : 'audit.say.sso.passwordsOff', {
      actor,
    });
  return c.t('audit.say.sso.changed', { actor, fields: changedFieldsText(entry, c) });
}

/** The company: its workspace, settings, leave policy, TV links and exports of its data. */
export const companySayings = {
  'workspace.created': (entry, c) =>
    c.t('audit.say.workspace.created', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      admin: humanValue('adminName', afterOf(entry, 'adminName'), c),
    }),
  'settings.changed': saySettings,
  'sso.changed': saySso,
  'sso.signed_in': (entry, c) =>
    c.t('audit.say.sso.signed_in', {
      actor: actorOf(entry, c),
      provider: humanValue('provider', afterOf(entry, 'provider'), c),
    }),
  'sso.peer_provisioned': (entry, c) =>
    c.t('audit.say.sso.peer_provisioned', {
      actor: actorOf(entry, c),
      provider: humanValue('provider', afterOf(entry, 'provider'), c),
      level: humanValue('level', afterOf(entry, 'level'), c),
    }),
  'leave_policy.changed': (entry, c) =>
    c.t('audit.say.leave_policy.changed', {
      actor: actorOf(entry, c),
      types: listText(
        recordedFields(entry).map((key) => fieldLabel(key, c.t)),
        c,
      ),
    }),
  'tv_link.created': (entry, c) =>
    c.t('audit.say.tv_link.created', {
      actor: actorOf(entry, c),
      target: entry.target.label,
      expires: humanValue('expiresAt', afterOf(entry, 'expiresAt'), c),
    }),
  'tv_link.revoked': (entry, c) =>
    c.t('audit.say.tv_link.revoked', { actor: actorOf(entry, c), target: entry.target.label }),
  'company.exported': (entry, c) =>
    c.t('audit.say.company.exported', {
      actor: actorOf(entry, c),
      file: humanValue('file', afterOf(entry, 'file'), c),
    }),
  'list.exported': (entry, c) =>
    c.t('audit.say.list.exported', {
      actor: actorOf(entry, c),
      file: humanValue('file', afterOf(entry, 'file') ?? entry.target.label, c),
    }),
} satisfies Sayings;
