/**
 * A word that counts: the plural forms of the language (Intl.PluralRules), `#` standing for the number.
 * Every language has `other`; English and German use `one` too, Arabic all six.
 */
export type Plural = { readonly [rule in Intl.LDMLPluralRule]?: string } & { readonly other: string };

/**
 * The server's own words in English: the header rows and cell words of the CSV files it writes, and the
 * headers its importers read. The apps have their own books; these reuse their wording so a file reads like
 * the screen. English cells say what the English files always said (codes for work modes, levels and audit
 * changes), so scripts that read them keep working.
 */
export const en = {
  'projects.column.name': 'Name',
  'projects.column.start': 'Start',
  'projects.column.end': 'End',
  'projects.column.recurring': 'Recurring',
  'projects.column.status': 'Status',
  'projects.column.managers': 'Managers',
  'projects.column.members': 'Members',
  'projects.column.score': 'Score',
  'projects.recurring.no': 'No',
  'projects.recurring.months': { one: 'Yes, # month', other: 'Yes, # months' } as Plural,
  'projects.status.in_progress': 'In Progress',
  'projects.status.pending': 'Pending',
  'projects.status.cancelled': 'Cancelled',
  'projects.status.delivered': 'Delivered',
  'projects.status.on_hold': 'On Hold',

  'peers.column.employeeId': 'Employee id',
  'peers.column.name': 'Name',
  'peers.column.jobRole': 'Job role',
  'peers.column.designation': 'Designation',
  'peers.column.workMode': 'Work mode',
  'peers.column.skype': 'Skype',
  'peers.column.slack': 'Slack',
  'peers.column.zoom': 'Zoom',
  'peers.column.level': 'Level',
  'peers.column.timeZone': 'Time zone',
  'peers.column.email': 'Email',
  'peers.column.mobile': 'Mobile',
  'peers.column.location': 'Location',
  'peers.column.block': 'Block',
  'workMode.office': 'office',
  'workMode.wfh': 'wfh',
  'workMode.field': 'field',
  'level.level1': 'level1',
  'level.level2': 'level2',
  'level.level3': 'level3',

  // the peers import template, and the headers the import reads
  'peerImport.column.name': 'name',
  'peerImport.column.email': 'email',
  'peerImport.column.employeeId': 'employee id',
  'peerImport.column.jobRole': 'job role',
  'peerImport.column.designation': 'designation',
  'peerImport.column.location': 'location',
  'peerImport.column.level': 'level',
  'peerImport.managerLevel': 'manager',

  // the sprint-plan sample sheet, and the headers the upload reads
  'taskImport.column.title': 'title',
  'taskImport.column.description': 'description',
  'taskImport.column.link': 'link',
  'taskImport.column.activity': 'activity',
  'taskImport.column.function': 'function',
  'taskImport.column.assigneeEmail': 'assigneeEmail',
  'taskImport.column.estimateHours': 'estimateHours',
  'taskImport.sample.title': 'Sign-up form',
  'taskImport.sample.description': 'Email and password, with validation messages',
  'taskImport.sample.openTitle': 'Release notes',
  'taskImport.sample.openDescription': 'Leave the assignee empty for an open task',

  // the headers the holidays import reads (it has no template)
  'holidayImport.column.date': 'date',
  'holidayImport.column.name': 'name',

  'leaveReport.column.peer': 'Peer',
  'leaveReport.column.month': 'Month',
  'leaveReport.column.total': 'Total',
  'leaveReport.total': 'Total',
  'leave.type.annual': 'Annual',
  'leave.type.sick': 'Sick',
  'leave.type.unpaid': 'Unpaid',
  'leave.type.other': 'Other',

  'audit.column.when': 'When (UTC)',
  'audit.column.who': 'Who',
  'audit.column.what': 'What',
  'audit.column.targetType': 'Target type',
  'audit.column.target': 'Target',
  'audit.column.before': 'Before',
  'audit.column.after': 'After',
  'audit.commandLine': 'command line',
  'audit.kind.workspace.created': 'workspace.created',
  'audit.kind.settings.changed': 'settings.changed',
  'audit.kind.peer.added': 'peer.added',
  'audit.kind.peer.updated': 'peer.updated',
  'audit.kind.peer.level_changed': 'peer.level_changed',
  'audit.kind.peer.deactivated': 'peer.deactivated',
  'audit.kind.peer.reactivated': 'peer.reactivated',
  'audit.kind.peer.deleted': 'peer.deleted',
  'audit.kind.peer.restored': 'peer.restored',
  'audit.kind.peer.invitation_resent': 'peer.invitation_resent',
  'audit.kind.peer.invitation_revoked': 'peer.invitation_revoked',
  'audit.kind.peers.imported': 'peers.imported',
  'audit.kind.project.deleted': 'project.deleted',
  'audit.kind.sprint.deleted': 'sprint.deleted',
  'audit.kind.option.created': 'option.created',
  'audit.kind.option.updated': 'option.updated',
  'audit.kind.option.deleted': 'option.deleted',
  'audit.kind.option.reordered': 'option.reordered',
  'audit.kind.holidays.imported': 'holidays.imported',
  'audit.kind.leave_policy.changed': 'leave_policy.changed',
  'audit.kind.tv_link.created': 'tv_link.created',
  'audit.kind.tv_link.revoked': 'tv_link.revoked',
  'audit.kind.company.exported': 'company.exported',
  'audit.kind.project.created': 'project.created',
  'audit.kind.project.updated': 'project.updated',
  'audit.kind.kpi.org_month_saved': 'kpi.org_month_saved',
  'audit.kind.kpi.project_month_saved': 'kpi.project_month_saved',
  'audit.kind.kpi_record.created': 'kpi_record.created',
  'audit.kind.kpi_record.updated': 'kpi_record.updated',
  'audit.kind.kpi_record.deleted': 'kpi_record.deleted',
  'audit.kind.leave.approved': 'leave.approved',
  'audit.kind.leave.rejected': 'leave.rejected',
  'audit.kind.feed_post.pinned': 'feed_post.pinned',
  'audit.kind.feed_post.unpinned': 'feed_post.unpinned',
  'audit.kind.feed_post.edited': 'feed_post.edited',
  'audit.kind.feed_post.deleted': 'feed_post.deleted',
};

/** Every language's words: a key missing in German or Arabic does not compile. */
export type Words = { readonly [key in keyof typeof en]: (typeof en)[key] extends string ? string : Plural };
