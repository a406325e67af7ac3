import { firstPagePaths } from './first-page-paths.js';
import type { OptionList } from './options.js';

/**
 * Every endpoint of the product API, once, so that server, clients and tests agree. Functions take the
 * ids; the server registers them with ':id' (apiPaths.peers.byId(':id')). The first page's paths are
 * `firstPagePaths`, included here, so that the sign-in page and the Overview carry only those.
 */
export const apiPaths = {
  health: '/health',
  /** For a load balancer: the database answers and every migration is applied. */
  ready: '/ready',
  auth: firstPagePaths.auth,
  /** GET the signed-in user; PATCH name and time zone (updateMeBodySchema). */
  me: '/v2/me',
  /** POST multipart `file`: the signed-in user's own avatar; DELETE removes it. */
  meAvatar: '/v2/me/avatar',
  /** GET the signed-in user's working days of this week and the next (myWorkDaysSchema). */
  meWorkDays: '/v2/me/work-days',
  /** GET myWorkQuerySchema → myWorkPageSchema: the caller's assigned, watched and mentioned tasks. */
  meWork: '/v2/me/work',
  /** PUT planWorkDayBodySchema: plan one of those days, or clear it. */
  meWorkDay: (day: string) => `/v2/me/work-days/${day}`,
  peers: {
    list: '/v2/peers',
    exportCsv: '/v2/peers/export.csv',
    byId: (id: string) => `/v2/peers/${id}`,
    restore: (id: string) => `/v2/peers/${id}/restore`,
    /** POST multipart `file` (level3); DELETE removes it. */
    avatar: (id: string) => `/v2/peers/${id}/avatar`,
    /** POST sends a fresh invitation (the old link dies); DELETE revokes it (level3). */
    invitation: (id: string) => `/v2/peers/${id}/invitation`,
    /** GET the CSV template of a peers sheet (level3). */
    importTemplate: '/v2/peers/import/template',
    /** POST multipart `file`: check every row, save nothing (level3). */
    importPreview: '/v2/peers/import/preview',
    /** POST multipart `file`: add the valid rows in one transaction and invite each (level3). */
    import: '/v2/peers/import',
  },
  options: {
    ...firstPagePaths.options,
    list: (list: OptionList) => `/v2/options/${list}`,
    byId: (list: OptionList, id: string) => `/v2/options/${list}/${id}`,
    /** PUT (level3): a named list's new order. */
    order: (list: OptionList) => `/v2/options/${list}/order`,
  },
  workspaces: firstPagePaths.workspaces,
  /** Level3: the company's audit log (auditQuerySchema), its CSV, the whole company's data as a zip, and its settings. */
  company: {
    auditLog: '/v2/audit-log',
    auditLogCsv: '/v2/audit-log/export',
    export: '/v2/company/export',
    settings: '/v2/company/settings',
    /** GET: the named option lists with retired entries and usage counts. */
    optionLists: '/v2/company/option-lists',
    /** POST (multipart, like an avatar) or DELETE: the company's logo. */
    logo: '/v2/company/logo',
    /** POST: public holidays from a CSV, previewed or saved in one transaction. */
    holidaysImport: '/v2/company/public-holidays/import',
  },
  /** Uploaded pictures, by content hash: `profilePic` points here. Public, cached for a year. */
  avatar: (file: string) => `/v2/avatars/${file}`,
  /** Projects and their sprints (issue #6). Server routes fill the functions with ':id'. */
  projects: {
    /** list: GET a page (listProjectsQuerySchema), POST a project (createProjectBodySchema). */
    ...firstPagePaths.projects,
    /** GET the current filter as CSV (same query as the list, without paging). */
    exportCsv: '/v2/projects/export.csv',
    /** GET, PATCH (updateProjectBodySchema), DELETE (?force=true when open sprints exist). */
    byId: (id: string) => `/v2/projects/${id}`,
    /** GET the project overview (projectOverviewSchema). */
    overview: (id: string) => `/v2/projects/${id}/overview`,
    /** GET the project's sprints, POST a sprint (createSprintBodySchema). */
    sprints: (id: string) => `/v2/projects/${id}/sprints`,
    /** GET a page of the backlog by rank (backlogQuerySchema → backlogPageSchema), POST a task into it (createTaskBodySchema). */
    backlog: (id: string) => `/v2/projects/${id}/backlog`,
    /** POST bulkTasksBodySchema → bulkTasksResponseSchema: assign, move, status or delete many tasks at once. */
    tasksBulk: (id: string) => `/v2/projects/${id}/tasks/bulk`,
    /** GET epicListSchema, POST createEpicBodySchema → epicSchema (issue #49). */
    epics: (id: string) => `/v2/projects/${id}/epics`,
    /** GET projectTaskSearchQuerySchema → projectTaskSearchSchema: tasks to link to. */
    taskSearch: (id: string) => `/v2/projects/${id}/tasks/search`,
    /** GET projectTasksQuerySchema → projectTasksPageSchema: every task of the project the caller may see. */
    tasks: (id: string) => `/v2/projects/${id}/tasks`,
    /** GET → savedViewListSchema (own and shared views), POST createSavedViewBodySchema → savedViewSchema. */
    views: (id: string) => `/v2/projects/${id}/views`,
    /** PUT wipLimitsBodySchema → wipLimitsResponseSchema: the WIP limits of the project's board columns. */
    wipLimits: (id: string) => `/v2/projects/${id}/wip-limits`,
  },
  sprints: {
    /** GET, PATCH (updateSprintBodySchema), DELETE. */
    byId: (id: string) => `/v2/sprints/${id}`,
    /** POST: freeze the snapshot (closeSprintBodySchema → closeSprintResponseSchema). */
    close: (id: string) => `/v2/sprints/${id}/close`,
    /** POST startSprintBodySchema → sprintSchema: a planned sprint becomes current; its tasks are committed. */
    start: (id: string) => `/v2/sprints/${id}/start`,
    /** GET sprintBoardSchema: every task of the sprint, for the board. */
    board: (id: string) => `/v2/sprints/${id}/board`,
    /** GET sprintBoardCardsSchema: the same board, each task as its card (what the screen asks for). */
    boardCards: (id: string) => `/v2/sprints/${id}/board/cards`,
    /** GET sprintBurndownSchema (current and closed sprints). */
    burndown: (id: string) => `/v2/sprints/${id}/burndown`,
    /** GET sprintReportSchema (closed sprints). */
    report: (id: string) => `/v2/sprints/${id}/report`,
    /** GET a page of the sprint's tasks (listTasksQuerySchema), POST a task (createTaskBodySchema). */
    tasks: (id: string) => `/v2/sprints/${id}/tasks`,
    /** GET the sample sheet of a sprint plan (CSV). */
    tasksImportSample: (id: string) => `/v2/sprints/${id}/tasks/import-sample`,
    /** POST multipart `file` (CSV or XLSX): per-row results, nothing saved. */
    tasksImportPreview: (id: string) => `/v2/sprints/${id}/tasks/import/preview`,
    /** POST multipart `file` again: validated again, the valid rows saved in one transaction. */
    tasksImport: (id: string) => `/v2/sprints/${id}/tasks/import`,
  },
  /** Tasks (issue #7). */
  tasks: {
    /** GET taskDetailSchema, PATCH (updateTaskBodySchema), DELETE (soft). */
    byId: (id: string) => `/v2/tasks/${id}`,
    /** POST moveTaskBodySchema → taskSchema: into a sprint, to the backlog, or to another place in the order. */
    move: (id: string) => `/v2/tasks/${id}/move`,
    /** GET taskCommentListSchema, POST taskCommentBodySchema → taskCommentSchema. */
    comments: (id: string) => `/v2/tasks/${id}/comments`,
    /** GET taskHistoryListSchema. */
    history: (id: string) => `/v2/tasks/${id}/history`,
    /** POST changeTaskStatusBodySchema. */
    status: (id: string) => `/v2/tasks/${id}/status`,
    /** PUT taskEtaBodySchema. */
    eta: (id: string) => `/v2/tasks/${id}/eta`,
    /** POST: the caller takes an open task. */
    assignSelf: (id: string) => `/v2/tasks/${id}/assign-self`,
    /** GET who on the project has room this week. */
    helpers: (id: string) => `/v2/tasks/${id}/helpers`,
    /** POST: the caller watches the task; DELETE: stops watching (both → taskWatchersSchema). */
    watch: (id: string) => `/v2/tasks/${id}/watch`,
    /** GET taskWatchersSchema: who watches the task, and why. */
    watchers: (id: string) => `/v2/tasks/${id}/watchers`,
    /** GET taskStructureSchema: the parent, the subtasks and the links (issue #49). */
    structure: (id: string) => `/v2/tasks/${id}/structure`,
    /** POST createSubtaskBodySchema → taskSchema: a subtask in its parent's sprint or backlog. */
    subtasks: (id: string) => `/v2/tasks/${id}/subtasks`,
    /** POST createTaskRelationBodySchema → taskStructureSchema. */
    relations: (id: string) => `/v2/tasks/${id}/relations`,
    /** DELETE → taskStructureSchema: the link is gone from both tasks. */
    relation: (id: string, relationId: string) => `/v2/tasks/${id}/relations/${relationId}`,
  },
  /** A saved view of a project's tasks: PATCH updateSavedViewBodySchema → savedViewSchema, DELETE → okSchema. */
  views: {
    byId: (id: string) => `/v2/views/${id}`,
  },
  /** A project's epics (issue #49): GET, PATCH updateEpicBodySchema, DELETE. */
  epics: {
    byId: (id: string) => `/v2/epics/${id}`,
  },
  /** A task's comment: PATCH taskCommentBodySchema → taskCommentSchema, DELETE (the author only). */
  taskComments: {
    byId: (id: string) => `/v2/task-comments/${id}`,
  },
  fetchAllProjects: firstPagePaths.fetchAllProjects,
  mePreferences: firstPagePaths.mePreferences,
  notifications: firstPagePaths.notifications,
  appsAvailability: firstPagePaths.appsAvailability,
  mainSearch: firstPagePaths.mainSearch,
  /** The company feed. Server routes fill the functions with ':id'. */
  feeds: {
    /** GET a page (feedListQuerySchema), POST a post (createFeedPostBodySchema). */
    list: '/v2/feeds',
    /** PATCH the text (updateFeedPostBodySchema), DELETE the post. */
    byId: (id: string) => `/v2/feeds/${id}`,
    /** PUT pins it (pinFeedPostBodySchema), DELETE unpins it: level3 only. */
    pin: (id: string) => `/v2/feeds/${id}/pin`,
    /** GET the feed's digest (feedDigestSchema): level3 only. */
    digest: '/v2/feeds/digest',
  },
  /** KPIs (issue #10): month rows, a project's KPI records, the TV dashboard and its links. */
  kpis: {
    /** GET ?month=YYYY-MM: the organisation row. */
    org: '/v2/kpis/org',
    /** PUT: create or replace the organisation row of a month (level3). */
    orgMonth: (month: string) => `/v2/kpis/org/${month}`,
    /** GET ?month=&page=&perPage=&search=: the project rows the caller may see. */
    projects: '/v2/kpis/projects',
    /** GET ?month=: one project's row, targets and 6-month history. */
    project: (projectId: string) => `/v2/kpis/projects/${projectId}`,
    /** PUT: create or replace a project's row of a month (level3, or level2 managing it). */
    projectMonth: (projectId: string, month: string) => `/v2/kpis/projects/${projectId}/months/${month}`,
    /** GET the company's active peers, marked when on the project (the teammate picker). */
    projectPeople: (projectId: string) => `/v2/kpis/projects/${projectId}/people`,
    /** GET list, POST create; PUT and DELETE by id below. */
    milestones: (projectId: string) => `/v2/kpis/projects/${projectId}/milestones`,
    milestone: (id: string) => `/v2/kpis/milestones/${id}`,
    changeRequests: (projectId: string) => `/v2/kpis/projects/${projectId}/change-requests`,
    changeRequest: (id: string) => `/v2/kpis/change-requests/${id}`,
    profitability: (projectId: string) => `/v2/kpis/projects/${projectId}/profitability`,
    profitabilityEntry: (id: string) => `/v2/kpis/profitability/${id}`,
    enpsResponses: (projectId: string) => `/v2/kpis/projects/${projectId}/enps-responses`,
    enpsResponse: (id: string) => `/v2/kpis/enps-responses/${id}`,
    clientContacts: (projectId: string) => `/v2/kpis/projects/${projectId}/client-contacts`,
    clientContact: (id: string) => `/v2/kpis/client-contacts/${id}`,
    clientFeedback: (projectId: string) => `/v2/kpis/projects/${projectId}/client-feedback`,
    clientFeedbackEntry: (id: string) => `/v2/kpis/client-feedback/${id}`,
    thoughtLeadership: (projectId: string) => `/v2/kpis/projects/${projectId}/thought-leadership`,
    thoughtLeadershipEntry: (id: string) => `/v2/kpis/thought-leadership/${id}`,
    /** GET list, POST create (level3); DELETE by id revokes. */
    tvLinks: '/v2/kpis/tv-links',
    tvLink: (id: string) => `/v2/kpis/tv-links/${id}`,
    /** GET the TV dashboard, authorised by the link's key in the x-tv-key header. */
    tv: '/v2/kpis/tv',
  },
  /** People availability (#8, level3): the weekly heatmap and who is free to take on work. */
  availability: {
    /** GET availabilityQuerySchema → availabilityPageSchema. */
    list: '/v2/availability',
    /** GET readyToOnboardQuerySchema → readyToOnboardPageSchema. */
    readyToOnboard: '/v2/availability/ready-to-onboard',
  },
  overview: firstPagePaths.overview,
  /** 360 peer feedback (#8). */
  reviews: {
    /** GET (level3) anyone's report (feedbackReportQuerySchema); POST a review (createReviewBodySchema). */
    list: '/v2/reviews',
    /** GET the caller's own report (myFeedbackQuerySchema). */
    mine: '/v2/reviews/mine',
    /** GET who the caller may rate, per shared project. */
    mates: '/v2/reviews/mates',
  },
  leave: {
    /** GET ?scope=mine|approvals&status=; POST a request for oneself. */
    requests: '/v2/leave/requests',
    /** POST: the requester cancels before the leave starts. */
    cancel: (id: string) => `/v2/leave/requests/${id}/cancel`,
    /** POST { decision, note, confirmOverdraw }: an approver decides. */
    decision: (id: string) => `/v2/leave/requests/${id}/decision`,
    /** GET: who else on the requester's projects is away, and the colleagues' answers (approvers). */
    coverage: (id: string) => `/v2/leave/requests/${id}/coverage`,
    /** GET ?year=: the caller's balances per type. */
    balances: '/v2/leave/balances',
    /** GET ?from=&to=&projectId=&userId=: days off per peer and month, totals, the team calendar. */
    report: '/v2/leave/report',
    /** GET, same filters: the report as CSV. */
    reportCsv: '/v2/leave/report.csv',
    /**
     * POST { token, answer }: answer a consensus link. Public: the signed token is the credential, and it
     * travels in bodies only (a query string lands in logs).
     */
    consensus: '/v2/leave/consensus',
    /** POST { token }: what a consensus link asks. */
    consensusView: '/v2/leave/consensus/view',
    /** GET (everyone) and PUT (level3): the company's days per year and carry-over cap per type. */
    policy: '/v2/leave/policy',
  },
} as const;
