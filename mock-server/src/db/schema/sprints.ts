import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { activityTypes, companies, jobRoles, users } from './core.js';
import { epics } from './epics.js';
import { projects } from './projects.js';

/** Mirrors migration 0050-sprints-tasks. Hours are numeric in SQL: drizzle reads them as strings. */

export const TASK_STATUSES = ['not_started', 'in_progress', 'stuck', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
type TaskType = 'story' | 'bug' | 'task' | 'chore';
type TaskPriority = 'urgent' | 'high' | 'medium' | 'low' | 'none';

export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    recurringWeeks: integer('recurring_weeks'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    committedHours: numeric('committed_hours', { precision: 10, scale: 2 }),
    completedHours: numeric('completed_hours', { precision: 10, scale: 2 }),
    spillOverHours: numeric('spill_over_hours', { precision: 10, scale: 2 }),
    scopeAddedHours: numeric('scope_added_hours', { precision: 10, scale: 2 }),
    score: numeric('score', { precision: 6, scale: 2 }),
    /** Migration 0051: task counts frozen with the snapshot (null on sprints closed before it). */
    tasksTotal: integer('tasks_total'),
    tasksCompleted: integer('tasks_completed'),
    /** Migration 0120: started by a manager (planned until then); the hours entered on completion, frozen at close. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: uuid('started_by').references(() => users.id),
    actualHours: numeric('actual_hours', { precision: 10, scale: 2 }),
    /**
     * Migration 0220: the goal; the unit the frozen score was computed in (null: closed before, hours); the
     * points numbers beside the hours (committed stored at the start, the rest at the close).
     */
    goal: text('goal').notNull().default(''),
    scoringUnit: text('scoring_unit').$type<'hours' | 'points'>(),
    committedPoints: numeric('committed_points', { precision: 10, scale: 2 }),
    completedPoints: numeric('completed_points', { precision: 10, scale: 2 }),
    spillOverPoints: numeric('spill_over_points', { precision: 10, scale: 2 }),
    scopeAddedPoints: numeric('scope_added_points', { precision: 10, scale: 2 }),
    tasksWithoutPoints: integer('tasks_without_points'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // a deleted sprint frees its number
    uniqueIndex('sprints_project_number')
      .on(t.projectId, t.number)
      .where(sql`deleted_at IS NULL`),
    index('sprints_company_dates')
      .on(t.companyId, t.startDate, t.endDate)
      .where(sql`deleted_at IS NULL`),
    check('sprints_number_check', sql`number >= 1`),
    check('sprints_check', sql`end_date >= start_date`),
    check('sprints_recurring_weeks_check', sql`recurring_weeks BETWEEN 1 AND 24`),
    // migration 0051-sprint-snapshot-tasks
    check('sprints_tasks_total_check', sql`tasks_total >= 0`),
    check('sprints_tasks_completed_check', sql`tasks_completed >= 0`),
    // migration 0220-sprint-points-goal
    check('sprints_goal_check', sql`char_length(goal) <= 500`),
    check('sprints_scoring_unit_check', sql`scoring_unit IN ('hours', 'points')`),
    check('sprints_tasks_without_points_check', sql`tasks_without_points >= 0`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    /** Null: the project's backlog (migration 0120). */
    sprintId: uuid('sprint_id').references(() => sprints.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id),
    activityTypeId: uuid('activity_type_id').references(() => activityTypes.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    estimateHours: numeric('estimate_hours', { precision: 6, scale: 2 }).notNull(),
    /** Migration 0220: optional, 0–1000 in steps of 0.5; what a project scoring by points counts. */
    storyPoints: numeric('story_points', { precision: 6, scale: 2 }),
    actualHours: numeric('actual_hours', { precision: 6, scale: 2 }),
    status: text('status').$type<TaskStatus>().notNull().default('not_started'),
    route: text('route').$type<'known' | 'new'>(),
    optimisticDate: date('optimistic_date', { mode: 'string' }),
    conservativeDate: date('conservative_date', { mode: 'string' }),
    /** Migration 0200: the work item's type, priority and due date. */
    type: text('type').$type<TaskType>().notNull().default('task'),
    priority: text('priority').$type<TaskPriority>().notNull().default('none'),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    carriedFromSprintId: uuid('carried_from_sprint_id').references(() => sprints.id),
    /** Migration 0120: its place in the backlog or sprint, and the sprint it was committed to when that started. */
    rank: doublePrecision('rank').notNull().default(0),
    committedSprintId: uuid('committed_sprint_id').references((): AnyPgColumn => sprints.id),
    /** Migration 0210: the task it is a subtask of (one level deep), and its epic. */
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id),
    epicId: uuid('epic_id').references(() => epics.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_sprint')
      .on(t.sprintId)
      .where(sql`deleted_at IS NULL`),
    index('tasks_assignee')
      .on(t.assigneeId)
      .where(sql`deleted_at IS NULL`),
    index('tasks_company_status')
      .on(t.companyId, t.status)
      .where(sql`deleted_at IS NULL`),
    // migration 0260: every task of a project, the project's task list
    index('tasks_project')
      .on(t.projectId, t.rank)
      .where(sql`deleted_at IS NULL`),
    index('tasks_backlog')
      .on(t.projectId, t.rank)
      .where(sql`sprint_id IS NULL AND deleted_at IS NULL`),
    // the top bar's task search (migration 0121, pg_trgm)
    index('tasks_title_trgm')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .where(sql`deleted_at IS NULL`),
    // migration 0210-task-structure
    index('tasks_parent')
      .on(t.parentId)
      .where(sql`deleted_at IS NULL AND parent_id IS NOT NULL`),
    index('tasks_epic')
      .on(t.epicId)
      .where(sql`deleted_at IS NULL AND epic_id IS NOT NULL`),
    check('tasks_parent_check', sql`parent_id <> id`),
    check('tasks_estimate_hours_check', sql`estimate_hours > 0`),
    check('tasks_actual_hours_check', sql`actual_hours >= 0`),
    check('tasks_status_check', sql`status IN ('not_started', 'in_progress', 'stuck', 'completed')`),
    check('tasks_route_check', sql`route IN ('known', 'new')`),
    check('tasks_type_check', sql`type IN ('story', 'bug', 'task', 'chore')`),
    check('tasks_priority_check', sql`priority IN ('urgent', 'high', 'medium', 'low', 'none')`),
    check(
      'tasks_story_points_check',
      sql`story_points >= 0 AND story_points <= 1000 AND story_points * 2 = trunc(story_points * 2)`,
    ),
  ],
);

/**
 * Migration 0490: each sprint's tasks in progress and stuck (not deleted), per project, kept by statement triggers
 * on tasks in the writing transaction. The Overview's live work sums the open sprints' rows, where it counted every
 * such task of the company. A row whose tasks all moved on stays at zero.
 */
export const sprintLiveWork = pgTable(
  'sprint_live_work',
  {
    sprintId: uuid('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    inProgress: integer('in_progress').notNull(),
    stuck: integer('stuck').notNull(),
    // migration 0510: whether the sprint is neither closed nor deleted, moved by a trigger on sprints, so that a
    // sprint closed or reopened moves its project's kept counts as its rows do
    sprintOpen: boolean('sprint_open').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.sprintId, t.projectId] })],
);

/**
 * Migration 0510: each project's tasks in progress and stuck in its open sprints, the sums of its `sprint_live_work`
 * rows whose sprint is open, kept by a statement trigger on those rows; with the project's name and whether it is
 * deleted, moved by a trigger on projects. The Overview's live work reads a page from its index in the card's order,
 * where it summed every open sprint of the company and sorted the projects with each answer. A project whose tasks
 * all moved on stays at zero.
 */
export const projectLiveWork = pgTable(
  'project_live_work',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    listed: boolean('listed').notNull(),
    inProgress: integer('in_progress').notNull(),
    stuck: integer('stuck').notNull(),
  },
  (t) => [
    // the card's order, most stuck first; its counts read the same entries
    index('project_live_work_page')
      .on(
        t.companyId,
        t.stuck.desc().nullsFirst(),
        t.inProgress.desc().nullsFirst(),
        sql`lower(${t.name})`,
        t.projectId,
      )
      .where(sql`listed AND (in_progress > 0 OR stuck > 0)`),
  ],
);

/**
 * Migration 0500: each assignee's estimated hours per span of sprint dates (tasks not deleted, in sprints and
 * projects not deleted), kept by statement triggers on tasks, sprints and projects in the writing transaction.
 * People Availability reads a peer's rows in its weeks, where it summed every task of the company's peers. A row
 * whose tasks all moved on stays at zero.
 */
export const assigneeSpanHours = pgTable(
  'assignee_span_hours',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.assigneeId, t.startDate, t.endDate] })],
);
