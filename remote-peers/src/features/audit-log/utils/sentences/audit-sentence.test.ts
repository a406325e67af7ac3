import { AUDIT_KINDS, type AuditEntry, type AuditKind } from '@timely/contract';
import { loadLanguage, translatorOf, type Language } from '@timely/shared-ui';
import { peersMessages } from '../../../../messages/messages';
import { auditSentence } from './audit-sentence';
import { detailLines } from './detail-lines';
import type { SentenceContext } from './sentence-context';

const PEER_ID = '00000000-0000-4000-8000-0000000000a1';
const entry = (kind: AuditKind | string, fields: Partial<AuditEntry> = {}): AuditEntry =>
  ({
    _id: '00000000-0000-4000-8000-00000000e001',
    at: '2026-11-20T10:00:00.000Z',
    kind,
    actor: { _id: '00000000-0000-4000-8000-0000000000ad', name: 'Ada' },
    target: { type: 'peer', _id: PEER_ID, label: 'Samir' },
    before: null,
    after: null,
    ...fields,
  }) as AuditEntry;

// one entry of each kind, shaped as the server writes it (mock-server/src: grep recordAudit)
const ENTRIES: Record<AuditKind, AuditEntry> = {
  'workspace.created': entry('workspace.created', {
    actor: null,
    target: { type: 'company', _id: PEER_ID, label: 'Acme' },
    after: { companyName: 'Acme', adminName: 'Ada', adminEmail: 'ada@acme.test', via: 'command line' },
  }),
  'settings.changed': entry('settings.changed', {
    target: { type: 'company', _id: PEER_ID, label: 'Acme' },
    before: { workingDays: [1, 2, 3, 4, 5] },
    after: { workingDays: [0, 1, 2, 3, 4] },
  }),
  'peer.added': entry('peer.added', { after: { name: 'Samir', email: 'samir@acme.test', level: 'level1' } }),
  'peer.updated': entry('peer.updated', { before: { phone: null }, after: { phone: '+49 30 1234' } }),
  'peer.level_changed': entry('peer.level_changed', {
    before: { level: 'level1', role: 'viewer' },
    after: { level: 'level2', role: 'editor' },
  }),
  'peer.deactivated': entry('peer.deactivated', { before: { isActive: true }, after: { isActive: false } }),
  'peer.reactivated': entry('peer.reactivated', { before: { isActive: false }, after: { isActive: true } }),
  'peer.deleted': entry('peer.deleted', { before: { name: 'Samir', email: 'samir@acme.test' } }),
  'peer.restored': entry('peer.restored', { after: { name: 'Samir', email: 'samir@acme.test' } }),
  'peer.invitation_resent': entry('peer.invitation_resent', {
    before: { invitation: 'pending' },
    after: { invitation: 'pending', email: 'samir@acme.test' },
  }),
  'peer.invitation_revoked': entry('peer.invitation_revoked', {
    before: { invitation: 'pending' },
    after: { invitation: 'revoked' },
  }),
  'peer.invitation_accepted': entry('peer.invitation_accepted', {
    before: { invitation: 'pending' },
    after: { invitation: 'accepted', language: 'de' },
  }),
  'peers.imported': entry('peers.imported', {
    target: { type: 'company', _id: PEER_ID, label: '2 peers' },
    after: { count: 2, peers: 'Samir <samir@acme.test>, Lea <lea@acme.test>' },
  }),
  'project.deleted': entry('project.deleted', {
    target: { type: 'project', _id: PEER_ID, label: 'Apollo' },
    before: { name: 'Apollo', status: 'in_progress', startDate: '2026-01-05', endDate: null, openSprints: 1 },
  }),
  'sprint.deleted': entry('sprint.deleted', {
    target: { type: 'sprint', _id: PEER_ID, label: 'Sprint 4 (Apollo)' },
    before: { name: 'Sprint 4', project: 'Apollo', startDate: '2026-11-02', endDate: '2026-11-13', tasks: 3 },
  }),
  'option.created': entry('option.created', {
    target: { type: 'option', _id: PEER_ID, label: 'public holiday: Christmas' },
    after: { list: 'public-holidays', _id: PEER_ID, name: 'Christmas', day: '2026-12-25' },
  }),
  'option.updated': entry('option.updated', {
    target: { type: 'option', _id: PEER_ID, label: 'job role: Developer' },
    before: { list: 'job-roles', retired: false },
    after: { list: 'job-roles', retired: true },
  }),
  'option.deleted': entry('option.deleted', {
    target: { type: 'option', _id: PEER_ID, label: 'designation: Staff' },
    before: { list: 'designations', _id: PEER_ID, name: 'Staff' },
  }),
  'option.reordered': entry('option.reordered', {
    target: { type: 'option', _id: null, label: 'job roles' },
    before: { list: 'job-roles', order: ['Developer', 'Designer'] },
    after: { list: 'job-roles', order: ['Designer', 'Developer'] },
  }),
  'holidays.imported': entry('holidays.imported', {
    target: { type: 'option', _id: null, label: '2 public holidays' },
    after: {
      holidays: [
        { day: '2026-12-25', name: 'Christmas' },
        { day: '2026-12-26', name: 'Boxing Day' },
      ],
    },
  }),
  'leave_policy.changed': entry('leave_policy.changed', {
    target: { type: 'leave_policy', _id: null, label: 'Leave policy' },
    before: { annual: { daysPerYear: 20, carryOverCap: 5 } },
    after: { annual: { daysPerYear: 27, carryOverCap: 5 } },
  }),
  'tv_link.created': entry('tv_link.created', {
    target: { type: 'tv_link', _id: PEER_ID, label: 'Lobby' },
    after: { label: 'Lobby', showRevenue: false, expiresAt: '2027-01-31T00:00:00.000Z' },
  }),
  'tv_link.revoked': entry('tv_link.revoked', {
    target: { type: 'tv_link', _id: PEER_ID, label: 'Lobby' },
    before: { label: 'Lobby', revoked: false },
    after: { revoked: true },
  }),
  'company.exported': entry('company.exported', {
    target: { type: 'company', _id: PEER_ID, label: 'Acme' },
    after: { file: 'timely-export-2026-11-20.zip', tables: 31 },
  }),
  'list.exported': entry('list.exported', {
    target: { type: 'company', _id: PEER_ID, label: 'audit-log.csv' },
    after: { file: 'audit-log.csv', filters: { kind: 'peer.added' } },
  }),
  'project.created': entry('project.created', {
    target: { type: 'project', _id: PEER_ID, label: 'Apollo' },
    after: { name: 'Apollo', status: 'pending', startDate: '2026-12-01', managers: ['Ada'], members: [] },
  }),
  'project.updated': entry('project.updated', {
    target: { type: 'project', _id: PEER_ID, label: 'Apollo' },
    before: { status: 'pending', endDate: null },
    after: { status: 'in_progress', endDate: '2027-03-31' },
  }),
  'kpi.org_month_saved': entry('kpi.org_month_saved', {
    target: { type: 'company', _id: PEER_ID, label: 'Acme · 2026-11' },
    after: { revenue: 125000.5, headcount: 42 },
  }),
  'kpi.project_month_saved': entry('kpi.project_month_saved', {
    target: { type: 'project', _id: PEER_ID, label: 'Apollo · 2026-11' },
    before: { csat: 4 },
    after: { csat: 4.5 },
  }),
  'kpi_record.created': entry('kpi_record.created', {
    target: { type: 'kpi_record', _id: PEER_ID, label: 'Milestone · Apollo' },
    after: { title: 'Beta', amount: 5000 },
  }),
  'kpi_record.updated': entry('kpi_record.updated', {
    target: { type: 'kpi_record', _id: PEER_ID, label: 'Milestone · Apollo' },
    before: { amount: 5000 },
    after: { amount: 6000 },
  }),
  'kpi_record.deleted': entry('kpi_record.deleted', {
    target: { type: 'kpi_record', _id: PEER_ID, label: 'Milestone · Apollo' },
    before: { title: 'Beta', amount: 6000 },
  }),
  'leave.approved': entry('leave.approved', {
    target: { type: 'leave_request', _id: PEER_ID, label: 'Samir · 2026-12-01–2026-12-05' },
    before: { status: 'pending' },
    after: { status: 'approved', note: null, type: 'annual', fromDate: '2026-12-01', toDate: '2026-12-05' },
  }),
  'leave.rejected': entry('leave.rejected', {
    target: { type: 'leave_request', _id: PEER_ID, label: 'Samir · 2026-12-01–2026-12-05' },
    before: { status: 'pending' },
    after: { status: 'rejected', note: 'Release week', type: 'sick', fromDate: '2026-12-01', toDate: '2026-12-05' },
  }),
  'feed_post.pinned': entry('feed_post.pinned', {
    target: { type: 'feed_post', _id: PEER_ID, label: 'Welcome Samir!' },
    after: { expiresAt: null },
  }),
  'feed_post.unpinned': entry('feed_post.unpinned', { target: { type: 'feed_post', _id: PEER_ID, label: 'Welcome' } }),
  'feed_post.edited': entry('feed_post.edited', {
    target: { type: 'feed_post', _id: PEER_ID, label: 'Welcome' },
    before: { body: 'Welcom' },
    after: { body: 'Welcome' },
  }),
  'feed_post.deleted': entry('feed_post.deleted', {
    target: { type: 'feed_post', _id: PEER_ID, label: 'Spam' },
    before: { body: 'Spam' },
  }),
  'saved_view.updated': entry('saved_view.updated', {
    target: { type: 'saved_view', _id: PEER_ID, label: 'My bugs' },
    before: { name: 'Bugs', shared: false },
    after: { name: 'My bugs', shared: true },
  }),
  'peer_field.created': entry('peer_field.created', {
    target: { type: 'peer_field', _id: PEER_ID, label: 'Shirt size' },
    after: { name: 'Shirt size', type: 'choice', choices: ['S', 'M', 'L'], visibility: 'everyone' },
  }),
  'peer_field.updated': entry('peer_field.updated', {
    target: { type: 'peer_field', _id: PEER_ID, label: 'Shirt size' },
    before: { visibility: 'everyone' },
    after: { visibility: 'admins' },
  }),
  'peer_field.deleted': entry('peer_field.deleted', {
    target: { type: 'peer_field', _id: PEER_ID, label: 'Shirt size' },
    before: { name: 'Shirt size', type: 'choice', choices: ['S', 'M', 'L'], visibility: 'admins' },
  }),
  'saved_view.deleted': entry('saved_view.deleted', {
    target: { type: 'saved_view', _id: PEER_ID, label: 'My bugs' },
    before: { name: 'My bugs', shared: true, ownerId: PEER_ID },
  }),
  'sso.changed': entry('sso.changed', {
    target: { type: 'company', _id: PEER_ID, label: 'Acme' },
    before: { enabled: false, domains: [], clientSecret: null },
    after: { enabled: true, domains: ['acme.test'], clientSecret: 'changed' },
  }),
  'sso.signed_in': entry('sso.signed_in', { after: { provider: 'Acme ID' } }),
  'sso.peer_provisioned': entry('sso.peer_provisioned', {
    actor: { _id: PEER_ID, name: 'Samir' },
    after: { email: 'samir@acme.test', level: 'level1', provider: 'Acme ID' },
  }),
  'api_token.created': entry('api_token.created', {
    target: { type: 'api_token', _id: PEER_ID, label: 'Deploy script' },
    after: { scope: 'read', expiresAt: '2027-01-31T00:00:00.000Z' },
  }),
  'api_token.revoked': entry('api_token.revoked', {
    target: { type: 'api_token', _id: PEER_ID, label: 'Deploy script' },
    before: { scope: 'write', expiresAt: '2027-01-31T00:00:00.000Z' },
  }),
  'webhook.created': entry('webhook.created', {
    target: { type: 'webhook', _id: PEER_ID, label: 'https://hooks.example.com/timely' },
    after: { url: 'https://hooks.example.com/timely', events: ['task.created'], active: true, slack: false },
  }),
  'webhook.updated': entry('webhook.updated', {
    target: { type: 'webhook', _id: PEER_ID, label: 'https://hooks.example.com/timely' },
    before: { active: true, slack: false },
    after: { active: false, slack: true },
  }),
  'webhook.deleted': entry('webhook.deleted', {
    target: { type: 'webhook', _id: PEER_ID, label: 'https://hooks.example.com/timely' },
  }),
  'webhook.secret_rotated': entry('webhook.secret_rotated', {
    target: { type: 'webhook', _id: PEER_ID, label: 'https://hooks.example.com/timely' },
  }),
};

const contexts: Partial<Record<Language, SentenceContext>> = {};
const localeOf: Record<Language, string> = { en: 'en-GB', de: 'de-DE', ar: 'ar-EG' };
beforeAll(async () => {
  for (const language of ['en', 'de', 'ar'] as const) {
    await loadLanguage(peersMessages, language);
    contexts[language] = { t: translatorOf(peersMessages, language), locale: localeOf[language], timeZone: 'UTC' };
  }
});
const say = (kind: AuditKind, language: Language = 'en') => auditSentence(ENTRIES[kind], contexts[language]!);

it('reads every kind the server writes as a sentence with who, what and which thing', () => {
  expect(Object.fromEntries(AUDIT_KINDS.map((kind) => [kind, say(kind)]))).toEqual({
    'workspace.created': 'Command line created the workspace Acme, with Ada as its admin',
    'settings.changed': 'Ada changed the working week from Mon–Fri to Sun–Thu',
    'peer.added': 'Ada added Samir',
    'peer.updated': "Ada changed Samir's Phone",
    'peer.level_changed': "Ada changed Samir's level from Member to Manager",
    'peer.deactivated': 'Ada deactivated Samir',
    'peer.reactivated': 'Ada reactivated Samir',
    'peer.deleted': 'Ada deleted Samir',
    'peer.restored': 'Ada restored Samir',
    'peer.invitation_resent': 'Ada resent the invitation to Samir (samir@acme.test)',
    'peer.invitation_revoked': "Ada revoked Samir's invitation",
    'peer.invitation_accepted': 'Samir accepted the invitation and joined',
    'peers.imported': 'Ada imported 2 peers: Samir and Lea',
    'project.deleted': 'Ada deleted the project Apollo',
    'sprint.deleted': 'Ada deleted the sprint Sprint 4 (Apollo)',
    'option.created': 'Ada added the public holiday Christmas (25 Dec 2026)',
    'option.updated': 'Ada retired the job role Developer',
    'option.deleted': 'Ada deleted the designation Staff',
    'option.reordered': 'Ada reordered the job roles',
    'holidays.imported': 'Ada imported 2 public holidays: Christmas (25 Dec 2026) and Boxing Day (26 Dec 2026)',
    'leave_policy.changed': 'Ada changed the leave policy for Annual leave',
    'tv_link.created': 'Ada created the TV link Lobby, valid until 31 Jan 2027, 00:00',
    'tv_link.revoked': 'Ada revoked the TV link Lobby',
    'company.exported': "Ada exported the company's data (timely-export-2026-11-20.zip)",
    'list.exported': 'Ada exported audit-log.csv',
    'project.created': 'Ada created the project Apollo',
    'project.updated': 'Ada changed the project Apollo: Status and End',
    'kpi.org_month_saved': "Ada saved the organisation's KPIs for November 2026",
    'kpi.project_month_saved': 'Ada saved the KPIs of Apollo for November 2026',
    'kpi_record.created': 'Ada added the KPI record Milestone · Apollo',
    'kpi_record.updated': 'Ada changed the KPI record Milestone · Apollo: amount',
    'kpi_record.deleted': 'Ada deleted the KPI record Milestone · Apollo',
    'leave.approved': "Ada approved Samir's leave (annual leave) from 1 Dec 2026 to 5 Dec 2026",
    'leave.rejected': "Ada rejected Samir's leave (sick leave) from 1 Dec 2026 to 5 Dec 2026",
    'feed_post.pinned': 'Ada pinned the post “Welcome Samir!”',
    'feed_post.unpinned': 'Ada unpinned the post “Welcome”',
    'feed_post.edited': "Ada edited someone else's post “Welcome”",
    'feed_post.deleted': "Ada deleted someone else's post “Spam”",
    'saved_view.updated': 'Ada changed the saved view My bugs: Name and Shared',
    'saved_view.deleted': 'Ada deleted the saved view My bugs',
    'sso.changed': 'Ada changed single sign-on: On, Domains and Client secret',
    'sso.signed_in': 'Ada signed in with Acme ID',
    'sso.peer_provisioned': 'Samir joined through Acme ID at their first sign-in, with the level Member',
    'webhook.created': 'Ada added the webhook https://hooks.example.com/timely',
    'webhook.updated': 'Ada changed the webhook https://hooks.example.com/timely: On and Slack format',
    'webhook.deleted': 'Ada deleted the webhook https://hooks.example.com/timely',
    'webhook.secret_rotated': 'Ada rotated the secret of the webhook https://hooks.example.com/timely',
    'peer_field.created': 'Ada added the peer field Shirt size',
    'peer_field.updated': 'Ada changed the peer field Shirt size: Who sees it',
    'peer_field.deleted': 'Ada deleted the peer field Shirt size',
    'api_token.created': 'Ada created the API token Deploy script (read only), valid until 31 Jan 2027, 00:00',
    'api_token.revoked': 'Ada revoked the API token Deploy script (read and write)',
  });
});

it('never shows raw JSON: no sentence or detail of any known kind, in any language, holds { [ or "', () => {
  for (const language of ['en', 'de', 'ar'] as const)
    for (const kind of AUDIT_KINDS) {
      const texts = [
        auditSentence(ENTRIES[kind], contexts[language]!),
        ...detailLines(ENTRIES[kind], contexts[language]!),
      ];
      for (const text of texts) expect(`${kind}: ${text}`).not.toMatch(/[{["]/);
    }
});

it('reads a kind it does not know yet as "<actor> changed <target>"', () => {
  expect(auditSentence(entry('peer.teleported', { after: { planet: 'Mars' } }), contexts.en!)).toBe(
    'Ada changed Samir',
  );
});

it('reads the working week in the reader language: a range, across the weekend, or a list', () => {
  const week = (before: number[], after: number[], language: Language) =>
    auditSentence(
      entry('settings.changed', { before: { workingDays: before }, after: { workingDays: after } }),
      contexts[language]!,
    );
  expect(week([1, 2, 3, 4, 5], [0, 1, 2, 3, 6], 'en')).toBe('Ada changed the working week from Mon–Fri to Sat–Wed');
  expect(week([1, 2, 3, 4, 5], [1, 3, 5], 'en')).toBe('Ada changed the working week from Mon–Fri to Mon, Wed, Fri');
  expect(say('settings.changed', 'de')).toBe('Ada hat die Arbeitswoche von Mo–Fr auf So–Do geändert');
  expect(say('settings.changed', 'ar')).toBe('غيّر Ada أسبوع العمل من الاثنين–الجمعة إلى الأحد–الخميس');
});

it('writes days in the reader locale', () => {
  expect(say('option.created', 'de')).toBe('Ada hat den Feiertag „Christmas (25.12.2026)“ hinzugefügt');
  expect(say('option.created', 'ar')).toContain('٢٥‏/١٢‏/٢٠٢٦');
  expect(say('leave.approved', 'de')).toBe(
    'Ada hat den Urlaub von Samir (Jahresurlaub) vom 01.12.2026 bis 05.12.2026 genehmigt',
  );
});

it('keeps the structured detail, field by field in words', () => {
  expect(detailLines(ENTRIES['settings.changed'], contexts.en!)).toEqual(['Working week: Mon–Fri → Sun–Thu']);
  expect(detailLines(ENTRIES['option.reordered'], contexts.en!)).toEqual([
    'Order: Developer and Designer → Designer and Developer',
  ]);
  expect(detailLines(ENTRIES['leave_policy.changed'], contexts.en!)).toEqual([
    'Annual leave: Days per year: 20, Carry-over cap: 5 → Days per year: 27, Carry-over cap: 5',
  ]);
  expect(detailLines(ENTRIES['peer.invitation_revoked'], contexts.de!)).toEqual(['Einladung: ausstehend → widerrufen']);
  expect(
    detailLines(entry('peer.updated', { before: { jobRoleId: PEER_ID }, after: { jobRoleId: null } }), contexts.en!),
  ).toEqual(['Job role: changed']);
});
