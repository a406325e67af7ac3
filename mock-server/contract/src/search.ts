import { z } from 'zod';
import type { Role } from './auth.js';
import { taskPrioritySchema, taskTypeSchema } from './work-item-kinds.js';

/** Spec §9: each group of the top bar's search shows at most 4 results. */
export const SEARCH_GROUP_LIMIT = 4;
/** Tasks (issue #27) are searched only when something is typed: there is nothing to suggest among them. */
export const SEARCH_GROUPS = ['Pages', 'Projects', 'Peers', 'Tasks'] as const;

export const searchItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** A portal path. */
  link: z.string(),
  /** Tasks (issue #49): the work item's type and priority, shown beside the title. */
  taskType: taskTypeSchema.optional(),
  priority: taskPrioritySchema.optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  groupTitle: z.enum(SEARCH_GROUPS),
  searchLimit: z.literal(SEARCH_GROUP_LIMIT),
  data: z.array(searchItemSchema).max(SEARCH_GROUP_LIMIT),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The spec's answer: `searchResult`, read by the top bar as suggestions, in groups. */
export const mainSearchResponseSchema = z.object({ searchResult: z.array(searchGroupSchema) });
export type MainSearchResponse = z.infer<typeof mainSearchResponseSchema>;

/**
 * The portal pages the search offers, with the roles that may open them. The host's route table
 * (shared-ui portal-paths) is the source of the permissions; a host test keeps this list in step with it.
 */
export const SEARCHABLE_PAGES: ReadonlyArray<{
  id: string;
  title: string;
  link: string;
  keywords: string;
  permissions?: readonly Role[];
  /** One of the demo apps (docs/apps.md): offered only while they are available to the caller. */
  demoApp?: true;
}> = [
  { id: 'overview', title: 'Overview', link: '/preview', keywords: 'dashboard home head count' },
  {
    id: 'people-availability',
    title: 'People Availability',
    link: '/dashboard',
    keywords: 'allocation heatmap onboard',
    permissions: ['admin'],
  },
  {
    id: 'peer-review',
    title: '360 Peer feedback',
    link: '/get-overall-peer-review',
    keywords: 'review radar',
    permissions: ['admin'],
  },
  {
    id: 'my-feedback',
    title: 'My feedback',
    link: '/peer-feedback',
    keywords: 'review rate mates',
    permissions: ['admin', 'editor'],
  },
  { id: 'feed', title: 'Feeds', link: '/feed', keywords: 'posts news company' },
  { id: 'peers', title: 'View All Peers', link: '/data-list/manage-peer-view', keywords: 'people team manage peers' },
  { id: 'projects', title: 'View All Projects', link: '/data-list/view-all-projects', keywords: 'manage projects' },
  {
    id: 'kpi',
    title: 'Project-level KPI',
    link: '/projectlevel',
    keywords: 'key performance indicators revenue health',
  },
  { id: 'leave', title: 'Leave Report', link: '/leaveReport', keywords: 'holiday absence time off' },
  { id: 'notifications', title: 'Notifications', link: '/pages/notifications', keywords: 'alerts' },
  { id: 'profile', title: 'Profile', link: '/pages/profile', keywords: 'account avatar time zone' },
  { id: 'reset-password', title: 'Reset Password', link: '/reset-password', keywords: 'change password' },
  // the spec's search index entries of the template's apps (§2)
  { id: 'email', title: 'E-mail', link: '/email/inbox', keywords: 'email mail inbox app', demoApp: true },
  { id: 'chat', title: 'Chat', link: '/chat', keywords: 'messages conversation app', demoApp: true },
  { id: 'todo', title: 'To-do', link: '/todo/all', keywords: 'todo tasks checklist app', demoApp: true },
  { id: 'calendar', title: 'Calendar', link: '/calendar', keywords: 'events schedule app', demoApp: true },
  { id: 'user-list', title: 'User List', link: '/pages/user/list', keywords: 'users people app', demoApp: true },
];
