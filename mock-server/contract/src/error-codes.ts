import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Every message the API sends, by a stable code: the apps show each code in the reader's language and fall
 * back to the English `message` for a code they do not know yet (a newer server). English lives here, in ICU
 * MessageFormat, formatted by the same library on both sides (the three that compose field messages are built
 * from `details` by wording.ts on the server and by the apps).
 * A code under `field.` is said of one field ("is required") and follows its label on screen.
 */
export const API_ERROR_MESSAGES = {
  // a request as a whole; the first three say what `details` say, and the apps compose them from its entries
  'request.invalidField': '{label} {message}.',
  'request.invalidFields':
    'Please correct {count, plural, one {this field} other {these fields}} and try again: {summary}.',
  'peer.conflictingFields': '{sentences}',
  'request.noRoute': 'No route {method} {path}.',
  'request.notJson': 'The request body must be JSON.',
  'request.emptyBody': 'The request body is empty; send a JSON object.',
  'request.bodyTooLarge': 'The request body is too large.',
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.unreadable': 'The request could not be read: check its headers and body.',
  'request.badAddress': 'The address is not valid: part of it is wrongly percent-encoded.',
  'request.partTooLong': 'A part of the address is too long: at most {maximum} characters.',
  'request.refused': 'The server cannot handle this request.',
  'request.headersTooLarge': 'The request headers are too large: at most {maximum} KB in all.',
  'request.timedOut': 'The request took too long to arrive.',
  'request.tooMany': 'Too many requests; try again in {after}.',
  'server.invalidAnswer': 'The server produced an invalid answer.',
  'server.failed': 'Something went wrong on the server.',

  // coded with the part of ICU that fillMessage fills: plurals and selects
  'health.migrationsPending':
    'Not ready: {count, plural, one {# migration} other {# migrations}} not applied (run `npm run migrate`).',
  'kpi.recordNotFound':
    '{kind, select, milestone {Milestone} changeRequest {Change request} profitability {Profitability snapshot} enpsResponse {eNPS response} clientContact {Client contact} clientFeedback {Client feedback} thoughtLeadership {Thought leadership entry} other {Record}} not found.',
  'option.notFound':
    '{list, select, jobRole {Job role} designation {Designation} location {Location} block {Block} platform {Platform} activityType {Activity type} publicHoliday {Public holiday} label {Label} other {Entry}} not found.',
  'option.duplicate':
    'A {list, select, jobRole {job role} designation {designation} location {location} block {block} platform {platform} activityType {activity type} publicHoliday {public holiday} label {label} other {entry}} named "{name}" already exists.',
  'option.usedByPeers':
    '"{name}" cannot be deleted. It is the {list, select, jobRole {job role} designation {designation} location {location} block {block} platform {platform} activityType {activity type} publicHoliday {public holiday} label {label} other {entry}} of {count, plural, one {# peer} other {# peers}} (deleted peers included); change theirs first.',
  'option.hasActivityTypes':
    '"{name}" cannot be deleted. It has {count, plural, one {# activity type} other {# activity types}}; delete them first.',
  'option.hasBlocks':
    '"{name}" cannot be deleted. It has {count, plural, one {# block} other {# blocks}}; delete them first.',
  'option.usedByProjects':
    '"{name}" cannot be deleted. {count, plural, one {# project uses} other {# projects use}} it; remove it from them first.',
  'option.usedByTasks': '"{name}" cannot be deleted. {count, plural, one {# task uses} other {# tasks use}} it.',
  'holiday.rowProblems':
    'Nothing was saved: {count, plural, one {a row has a problem} other {# problems}}, the first on row {row}, {column}: {problem}.',
  'auth.tooManySignIns':
    'Too many sign-in attempts {scope, select, account {for this account} other {from your network address}}. Try again in {unit, select, minutes {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}, or reset your password.',
  'project.openSprints':
    'This project has {count, plural, one {# open sprint} other {# open sprints}}; delete again with force=true to delete it anyway.',
  'task.cannotBecome':
    'A task {from, select, not_started {not started} in_progress {in progress} stuck {stuck} completed {completed} other {from}} cannot become {to, select, not_started {not started} in_progress {in progress} stuck {stuck} completed {completed} other {to}}.',

  'health.noDatabase': 'Not ready: the database does not answer.',

  // uploads: pictures and sheets to import
  'upload.pictureMultipart': 'Send the picture as multipart/form-data with a field named file.',
  'upload.choosePicture': 'Choose a picture to upload.',
  'upload.pictureType': 'The picture must be a PNG, JPEG or WebP image: choose another.',
  'upload.pictureTooLarge': 'The picture must be at most {size}: choose a smaller one.',
  'upload.oneFile': 'Send one file only.',
  'upload.unreadable': 'The upload could not be read; send multipart/form-data with a field named file.',
  'sheet.multipart': 'Send the sheet as multipart/form-data with a field named file.',
  'sheet.choose': 'Choose a CSV or XLSX sheet to import.',
  'sheet.tooLarge': 'The sheet must be at most {size}: split it and import each part.',
  'sheet.notSheet': 'The file must be a CSV or XLSX sheet: save it as one and try again.',
  'sheet.unpacksTooLarge':
    'The sheet unpacks to more than 20 MB, far more than a sheet to import: check that you chose the right file.',
  'sheet.unreadableXlsx': 'The file is not a readable XLSX workbook: save it again from your spreadsheet, or as CSV.',
  'sheet.tooManyCells':
    'The workbook holds far more cells than a sheet to import: copy its rows into a new workbook, or save it as CSV.',
  'sheet.cellOutsideColumns':
    'Cell {cell} is outside the columns the header row names (A to {last}): clear it, or name its column in the header.',
  'sheet.controlCharacters':
    'The cell at row {row}, column {column} holds a control character: remove it and import the sheet again.',
  'sheet.missingColumns': 'The sheet needs a header row with the columns {columns}; missing: {missing}.',
  'holiday.missingHeader':
    'The file must start with a header row naming the columns date and name (missing: {missing}): add it and import again.',
  'holiday.empty': 'The file is empty: choose the CSV of holidays to import.',
  'holiday.tooMany': 'The file may hold at most {maximum} holidays: split it and import each part.',
  'holiday.noRows': 'The file holds no holidays under its header row: add one per row (date, name).',
  'holiday.addedMeanwhile': 'One of these days got a public holiday meanwhile; preview the file again.',
  'option.alreadyHoliday': 'There is already a public holiday on {day}.',
  'option.inUse': '"{name}" cannot be deleted: other records still use it.',

  // sessions and rights
  'auth.sessionEnded': 'Your session has ended; please sign in again.',
  'auth.noAccess': 'You do not have access to this.',
  'auth.wrongCredentials': 'Email or password is incorrect.',
  'auth.bearerHeader': 'The Authorization header must be "Bearer <token>".',
  'auth.otherCompany': 'The request names another company than your session.',
  'auth.otherUser': 'The request names another user than your session.',
  // the demo API's refused refresh, in the spec's words
  'auth.demoTokenInvalid': 'Invalid access token',
  'auth.otherSession': 'The request names another company, user or level than your session.',
  'auth.passwordSignInOff':
    'Your company signs in with {provider}: use "Sign in with single sign-on" below. Passwords are off for your account.',
  'auth.ssoCodeInvalid': 'This single sign-on has expired or was already used; sign in again.',
  'apiToken.invalid': 'This API token is not valid: it was revoked, has expired or its owner was deactivated.',
  'apiToken.readScope':
    'This API token has the read scope: it can only read (GET). Make a token with the read and write scope to change anything.',
  'apiToken.sessionRequired': 'API tokens are made and revoked from a signed-in session, not with an API token.',
  'liveStream.ticketInvalid':
    'This stream ticket is not valid: it has expired, was already used or its session ended. Ask for a new ticket.',
  'liveStream.tooMany':
    'You already have {maximum} live streams open, the most one person may hold: close a tab or window of the portal.',
  'apiToken.limit': 'You already have {maximum} API tokens, the most one person may hold: revoke one first.',

  // things that are not there
  'notFound.resource': 'Resource not found.',
  'notFound.project': 'Project not found.',
  'notFound.sprint': 'Sprint not found.',
  'notFound.task': 'Task not found.',
  'notFound.peer': 'Peer not found.',
  'notFound.post': 'Post not found.',
  'notFound.comment': 'Comment not found.',
  'notFound.notification': 'Notification not found.',
  'notFound.picture': 'Picture not found.',
  'notFound.leaveRequest': 'Leave request not found.',
  'notFound.tvLink': 'TV link not found.',
  'notFound.epic': 'Epic not found.',
  'notFound.taskRelation': 'Link not found.',
  'notFound.calendarFeed': 'Calendar feed not found: its address was reset or stopped.',
  'notFound.peerField': 'Peer field not found.',
  'notFound.apiToken': 'API token not found.',
  'notFound.webhook': 'Webhook not found.',
  'notFound.webhookDelivery': 'Delivery not found.',

  // projects and sprints
  'project.notMember': 'You are not on this project.',
  'project.managersOnly': 'Only a company admin or a manager of this project can change it.',
  'sprint.frozen': 'This sprint is closed: its snapshot is frozen and it can no longer change.',
  'sprint.closedHistory': 'This sprint is closed: it stays as history behind the project score.',
  'sprint.closedNoRestart': 'This sprint is closed: it cannot start again.',
  'sprint.alreadyStarted': 'This sprint has already started.',
  'sprint.alreadyClosed': 'This sprint is already closed.',
  'sprint.closePlanned':
    'This sprint has not started yet: a planned sprint cannot be closed. Start it first, or delete it.',
  'sprint.noBurndownYet': 'This sprint has not started yet: its burndown begins when a manager starts it.',
  'sprint.noReportYet':
    'This sprint is not closed yet: its report is made when it closes. Its burndown shows how it is going.',
  'kpi.managersOnly': "Only a company admin or this project's manager can change its KPIs.",
  'kpi.snapshotTaken': 'There is already a snapshot as on this date.',
  'kpi.tvLinkInvalid': 'This TV link was revoked or is not valid. Ask a company admin for a new link.',
  'kpi.tvLinkExpired': 'This TV link has expired or is no longer valid. Ask a company admin for a new link.',
  'feedback.notOnProject': 'You are not on {project}: you can rate only your project mates.',
  'feedback.alreadyRated': 'You have already rated {name} on {project} this month; you can again from {from}.',

  // tasks
  'task.sprintClosed': 'This sprint is closed: its tasks are part of its frozen snapshot and can no longer change.',
  'task.managersOnly': 'Only a company admin or a manager of this project can change its tasks.',
  'task.completedFrozen':
    'This task is completed: it is part of what its sprint delivered and can no longer be edited or deleted.',
  'task.changedMeanwhile': 'This task changed meanwhile: reload and try again.',
  'task.alreadyCompleted': 'This task is already completed.',
  'task.alreadyTaken': 'Someone already has this task.',
  'task.ownStatusOnly': 'You can change the status of your own tasks only.',
  'task.karmaAwarded': 'This task has already awarded its karma.',
  'task.ownEtaOnly': 'You can set the ETA of your own tasks only.',
  'task.openSubtasks':
    'This task has {count, plural, one {# open subtask} other {# open subtasks}}: {titles}. Complete them first, or complete them with it.',
  'task.subtaskFollowsParent': "A subtask stays in its parent's sprint or backlog: move its parent instead.",
  'task.subtaskNoSubtasks': 'This task is a subtask: a subtask cannot have subtasks of its own.',
  'task.alreadyLinked': 'These two tasks are already linked: remove the link first to change its kind.',
  'task.linkManagersOnly':
    "Only a company admin, a manager of this project or the task's assignee can change its links.",
  'task.completedEta': 'This task is completed: its ETA no longer changes.',
  'task.orderRace': 'The order could not be changed: reload and try again.',
  'task.completedUnchanged': 'Completed tasks are part of what their sprint delivered and no longer change.',
  'task.ownCommentsOnly': 'You can edit and delete your own comments only.',
  'task.importClosed': 'This sprint is closed: nothing can be imported into it.',
  'task.noRows': 'The sheet has no task rows under its header.',
  'task.movedToClosed': '{sprint} is closed: tasks can move into a planned or current sprint only.',
  'sheet.moreRows': 'The sheet has more than {maximum} rows; import at most {maximum} at a time.',

  // peers
  'peer.alreadyDeleted': 'This peer is already deleted.',
  'peer.deleteSelf': 'You cannot delete your own account.',
  'peer.notDeleted': 'This peer is not deleted.',
  'peer.deletedEdit': 'This peer is deleted; restore them before editing.',
  'peer.taken': 'This email or employee ID is already used by another peer: choose another.',
  'peer.lastAdmin': 'This is the last level3 admin of the company: make someone else level3 first.',
  'peer.deletedListAdminsOnly': 'Only level3 admins can see deleted peers.',
  'peer.invitedListAdminsOnly': 'Only level3 admins can see who has not accepted their invitation.',
  'peer.invitationAccepted': '{name} has already accepted their invitation: they sign in with their own password.',
  'peer.inviteDeactivated': '{name} is deactivated: reactivate them before inviting them again.',
  'peer.revokeAccepted': '{name} has already accepted their invitation; deactivate them instead.',
  'peer.alreadyRevoked': "{name}'s invitation is already revoked.",
  'peer.importRace':
    'Another change added one of these emails or employee IDs meanwhile: nothing was imported. Check the file again.',
  'workspace.signupClosed':
    'Creating a workspace is closed on this server: ask an admin of your company to invite you (an operator can open it with TIMELY_SIGNUP=open).',
  'peer.noRows': 'The sheet has no peer rows under its header.',
  'peer.workEmailTaken': 'This work email already belongs to an account: sign in instead, or use another address.',

  // the feed
  'feed.systemPost': 'System posts cannot be edited.',
  'feed.editOwn': 'You can edit only your own posts.',
  'feed.deleteOwn': 'You can delete only your own posts.',
  'feed.pinRace': 'Another post was pinned at the same moment. Reload the feed and try again.',

  // leave
  'leave.approversOnly': 'Only managers and admins approve leave.',
  'leave.overlap': 'These dates overlap your {status} {type} leave from {fromDate} to {toDate}.',
  'leave.requesterCancels': 'Only the requester can cancel a leave request.',
  'leave.alreadyDecided': 'This request is already {status}.',
  'leave.started': 'This leave has already started and can no longer be cancelled.',
  'leave.decideOwn': 'You cannot decide your own leave.',
  'leave.decideOthers': 'You may decide leave only for members of projects you manage.',
  'leave.overBalance': 'Approving takes the {type} balance to {after} days. Confirm to approve anyway.',
  'leave.decidedMeanwhile': 'This request was decided meanwhile.',
  'leave.coverageApproversOnly': 'Only an approver of this peer sees the team coverage.',
  'leave.linkInvalid': 'This consensus link is not valid. Ask the requester for a new one.',
  'leave.linkExpired': 'This consensus link has expired.',
  'leave.linkColleagueGone': 'This consensus link no longer works: its colleague is no longer active in this company.',
  'leave.alreadyAnswered': 'You have already answered this request.',
  'leave.answerNotNeeded': 'This request was already {status}, so no answer is needed.',

  // said of one field, after its label
  'field.required': 'is required',
  'field.invalid': 'is invalid',
  'field.unknown': 'is not a field you can set',
  'field.tooLong': 'must be at most {maximum} characters',
  'field.tooShort': 'must be at least {minimum} characters',
  'field.tooLarge': 'must be at most {maximum}',
  'field.tooSmall': 'must be at least {minimum}',
  'field.notEmail': 'must be a valid email address',
  'field.notDate': 'must be a date as YYYY-MM-DD',
  'field.notNumber': 'must be a number',
  'field.notId': 'must be a valid id',
  'field.notChoice': 'is not one of the choices',
  'field.notBoolean': 'must be true or false',
  'field.notWholeNumber': 'must be a whole number',
  'field.notYear': 'must be a year',
  'field.notMonth': 'must be a month as YYYY-MM',
  'field.notRealDate': 'must be a real calendar date',
  'field.notDateTime': 'must be an ISO date-time',
  'field.notText': 'must be text',
  'field.controlCharacters': 'must not contain control characters',
  'field.brokenCharacter': 'must be valid Unicode text: a character is cut in half',
  'field.between': 'must be between {minimum} and {maximum}',
  'field.orMore': 'must be {minimum} or more',
  'field.moreThan': 'must be more than {minimum}',
  'field.ascOrDesc': 'must be asc or desc',
  'field.pageSize': 'must be 10, 20 or 40',
  'field.onOrAfterFrom': 'must be on or after from',
  'field.notEmpty': 'must not be empty',
  'field.tooLargeFile': 'is too large',
  'field.incorrect': 'is incorrect',
  'field.linkExpired': 'is invalid or has expired; ask for a new link',
  'field.samePassword': 'must differ from your current password',
  'field.commonPassword': 'is one of the most common passwords, which attackers try first: choose another',
  'field.inFuture': 'must be in the future',
  'field.notBeforeToday': 'must be today ({today}) or later',
  'field.notBeforeStart': 'must be on or after the start date',
  'field.tooManyLabels': 'would give "{title}" more than {max} labels',
  'field.notCompanyLabel': "names a label that is not one of your company's",
  'field.retired': 'is retired: it stays on the records that have it but cannot be chosen again',
  'field.notCompanyJobRole': 'is not a job role of your company',
  'field.notCompanyActivity': 'is not an activity type of your company',
  'field.notFunctionActivity': 'is not an activity of that function',
  'field.notProjectTeam': 'must be on the project team',
  'field.notProjectEpic': "must be an epic of the task's project",
  'field.subtaskEpic': "is the parent's on a subtask: change the parent's epic",
  'field.linkSelf': 'cannot be the task itself',
  'field.notCompanyPeer': 'is not a peer of your company',
  'field.managerSelf': 'cannot be the peer themself',
  'field.managerCycle': 'would make a circle: {name} already reports to this peer',
  'field.tooManyPeerFields': 'cannot be added: a company keeps at most {maximum} peer fields; delete one first',
  'field.recogniseAssigneeOnly': "can be chosen by the task's assignee only: the points are theirs",
  'field.recogniseSomeoneElse': 'must be someone else: leave it empty to keep the points',
  'field.pointsAtMost': "must be at most the task's {points} points",
  'field.noWorkingDay': 'these dates hold no working day (weekends and public holidays do not count)',
  'field.roleForLevel': 'must be admin for level3 and editor for level1 or level2',
  'field.peerSort': 'must be one of the columns Name, Job role, Level or Email',
  'field.overlapsLeave': 'overlaps your {type} leave from {fromDate} to {toDate}',
  'field.balanceWouldBe': 'the balance would go to {after} days',
  'field.inClosedSprint': '{title} is in a closed sprint',
  'field.taskCompleted': '{title} is completed',
  'field.subtaskOpen': '{title} is not completed',
  'field.subtaskMovesWithParent': '{title} is a subtask: it moves with its parent',
  'field.notOwnJobRole': "is not one of your company's job roles",
  'field.notOwnDesignation': "is not one of your company's designations",
  'field.notOwnLocation': "is not one of your company's locations",
  'field.retiredJobRole': 'is retired: job role "{name}" can no longer be chosen',
  'field.retiredDesignation': 'is retired: designation "{name}" can no longer be chosen',
  'field.retiredLocation': 'is retired: location "{name}" can no longer be chosen',
  'field.notJobRoleOfCompany': 'is not a job role of your company: "{name}"',
  'field.notDesignationOfCompany': 'is not a designation of your company: "{name}"',
  'field.notLocationOfCompany': 'is not a location of your company: "{name}"',
  'field.activityOfSeveralRoles': 'names an activity of several functions ("{name}"): give the function',
  'field.notActivityOfRole': 'is not an activity of {role}: "{name}"',
  'field.notActivityOfCompany': 'is not an activity type of your company: "{name}"',
  'field.assigneeNotOnTeam': 'is not on the project team: {email}',
  'field.assigneeNotPeer': 'is not a peer of your company: {email}',
  'field.notEpicOfProject': 'is not an epic of {project}: "{name}"',
  'field.notOneOfChoices': 'is not one of {choices}: "{value}"',
  'field.notLabelOfCompany': 'is not a label of your company: "{name}"',
  'field.retiredLabel': 'is retired: label "{name}" can no longer be given',
  'field.labelsAtMost': 'must name at most {maximum} labels',
  'field.levelName': 'must be level1, level2 or level3 (or member, manager, admin)',
  'field.needsLocation': 'needs a location',
  'field.notLocationBlock': 'is not a block of the chosen location',
  'field.emailTaken': 'cannot be used: it already belongs to an account; use another address',
  'field.deletedPeerHolds': 'belongs to a deleted peer; restore them instead',
  'field.employeeIdTaken': 'is already used by another peer; choose another',
  'field.domainTaken': 'holds a domain another company signs in with; leave it out',
  'field.issuerInsecure': 'must start with https://',
  'field.issuerUnreachable': 'does not answer as an OpenID provider (its /.well-known/openid-configuration)',
  'field.webhookHostPrivate':
    'must be a public address: {host} is on a private, loopback or link-local network, which webhooks may not reach',
  'field.webhookHostUnknown': 'names a host that could not be found ({host}); check the address',
  'field.tooManyWebhooks': 'cannot be added: a company keeps at most {maximum} webhooks; delete one first',
  'field.unsubscribeToken':
    'is not a valid unsubscribe link: it was cut short or changed; open the link from the mail as it is, or turn the mail off in your profile',
  'field.unsubscribeExpired':
    'is an unsubscribe link that has expired (links work for 60 days after their mail): turn the mail off in your profile, or use the link in a newer mail',
  'field.reviewSelf': 'must be someone else: you cannot review yourself',
  'field.notOnProject': 'is not on {project}: you can rate only people on the project',
  'field.notCompanyPeers': 'must be peers of your company',
  'field.notProjectContact': 'must be a client contact of this project',
  'field.notProjectSprint': 'is not a sprint of this project',
  'field.notProjectTask': 'is not a task of this project',
  'field.notSprintTask': 'is not another task of that sprint',
  'field.notBacklogTask': 'is not another task of the backlog',
  'field.mentionNotPeer': 'names someone who is not a peer of your company',
  'field.mentionNotOnProject': 'names someone who is not on this project',
  'field.dayPassed': 'has passed: only today and later days can be planned',
  'field.noNextSprint':
    'needs a next open sprint: create one first (or make this sprint recurring), or send them to the backlog',
  'field.alreadyExists': 'already exists',
  'field.withinYear': 'must be at most a year away ({latest} at the latest)',
  'field.eitherTerm': 'must be left out when a number of days is given',
  'field.tooManyViews': 'cannot be added: you keep at most {maximum} views on a project; delete one first',
  'field.alreadyHoliday': 'already has a public holiday',
  'field.unreadable': 'could not be read',
  'field.notPicture': 'must be a PNG, JPEG or WebP picture',
  'field.singleFile': 'must be a single file',
  'field.notSheet': 'must be a CSV or XLSX sheet',
  'field.unpacksTooLarge': 'unpacks to more than 20 MB',
  'field.unreadableXlsx': 'is not a readable XLSX workbook',
  'field.tooManyCells': 'holds far more cells than a sheet to import',
  'field.cellOutsideColumns': "has a cell outside the header row's columns ({cell})",
  'field.missesColumn': 'misses the column {column}',
  'field.mappedTwice': 'matches more than one column to {fields}',
  'field.notMapping': 'must be JSON: each sheet header matched to a field or null',
  'field.noPeerRows': 'has no peer rows',
  'field.noTaskRows': 'has no task rows',
  'field.atMostRows': 'must have at most {maximum} rows',
  'field.headerColumnMissing': 'column is missing from the header row',
  'field.noHolidays': 'holds no holidays',
  'field.isEmpty': 'is empty',
  'field.atMostHolidays': 'must hold at most {maximum} holidays',
  'field.notPlannableDay': 'must be a working day of this week or the next ({first} to {last})',
  'field.alreadyRated': 'already rated on this project this month',
  'field.snapshotTaken': 'already has a snapshot; edit that one instead',
  'field.emailTakenSignIn': 'cannot be used: it already belongs to an account; sign in instead, or use another address',
  'field.emailOrIdTaken':
    'cannot be used: it already belongs to an account; use another address, or the employee ID is taken',
  'field.nameYourList':
    'must name your {list, select, jobRole {job roles} designation {designations} location {locations} block {blocks} platform {platforms} activityType {activity types} label {labels} other {entries}} (the list changed? reload it)',
  'field.nameEachOnce':
    'must name each of your {count} {list, select, jobRole {job roles} designation {designations} location {locations} block {blocks} platform {platforms} activityType {activity types} label {labels} other {entries}} once (the list changed? reload it)',
  'field.nameEachOnceWithin':
    'must name each of your {count} {list, select, jobRole {job roles} designation {designations} location {locations} block {blocks} platform {platforms} activityType {activity types} label {labels} other {entries}} of that {parent, select, location {location} other {job role}} once (the list changed? reload it)',
  'field.forceOpenSprints':
    'must be true to delete a project with {count, plural, one {# open sprint} other {# open sprints}}',
  'field.cannotGoFrom':
    'cannot go from {from, select, not_started {Not started} in_progress {In progress} stuck {Stuck} completed {Completed} other {from}} to {to, select, not_started {Not started} in_progress {In progress} stuck {Stuck} completed {Completed} other {to}}',
  'field.taskCannotGoFrom':
    '{title} cannot go from {from, select, not_started {Not started} in_progress {In progress} stuck {Stuck} completed {Completed} other {from}} to {to, select, not_started {Not started} in_progress {In progress} stuck {Stuck} completed {Completed} other {to}}',
  'field.tabForLevel': 'must be {level, select, level1 {mine, others or open} other {mine or all}} for your level',
} as const satisfies Record<string, string>;

export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

/** The values a message names: a day is sent as YYYY-MM-DD, and the apps show it in the reader's style. */
export type ApiErrorParams = Record<string, string | number>;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERROR_MESSAGES, code);
}

/** A code's English message with its values in place: what the API sends as `message`. */
export function apiErrorMessage(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  return fillMessage(API_ERROR_MESSAGES[code], params);
}

const formatters = new Map<string, IntlMessageFormat | null>();
// as the apps parse their catalogs: a message's `<` is text ("Bearer <token>"), never markup
const ICU_OPTIONS = { ignoreTag: true };

/**
 * A catalog message with its values in place, in English: ICU MessageFormat (intl-messageformat, as the apps
 * format the same messages). A value that is missing stays visible as written (`{name}`), and a message ICU
 * cannot read is sent as it is, so a wrong catalog entry never turns an answer into a crash.
 */
export function fillMessage(template: string, params: ApiErrorParams = {}): string {
  let formatter = formatters.get(template);
  if (formatter === undefined) {
    try {
      formatter = new IntlMessageFormat(template, 'en', undefined, ICU_OPTIONS);
    } catch {
      formatter = null;
    }
    formatters.set(template, formatter);
  }
  if (!formatter) return template;
  const values = new Proxy(params, {
    has: () => true,
    get: (given, name) => (typeof name === 'string' && Object.hasOwn(given, name) ? given[name] : `{${String(name)}}`),
  });
  try {
    return String(formatter.format(values));
  } catch {
    return template;
  }
}
