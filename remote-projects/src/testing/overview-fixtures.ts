import {
  activitySummarySchema,
  headCountSchema,
  leaderboardSchema,
  nextWeekAvailabilitySchema,
  ongoingProjectsSchema,
  optionsResponseSchema,
  plannedVsActualSchema,
  workModeWeekSchema,
} from '@timely/contract';
import { testSessions } from '@timely/shared-auth/testing';
import { ids, project, projectPage } from './project-fixtures';

/** Contract-valid answers of the Overview dashboard's endpoints, each parsed by its schema. */

const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };
const manager = { _id: testSessions.manager.user._id, name: testSessions.manager.user.name, profilePic: null };
const developer = '00000000-0000-4000-8000-0000000de7e1';

export const overviewFixtures = {
  headCount: () =>
    headCountSchema.parse({ day: '2026-11-25', office: 14, wfh: 9, field: 5, leave: 2, total: 30, holiday: null }),
  week: () =>
    workModeWeekSchema.parse({
      weekStart: '2026-11-23',
      total: 30,
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((day, index) =>
        index === 3
          ? {
              day,
              holiday: 'Founders Day',
              office: 0,
              wfh: 0,
              field: 0,
              leave: 0,
              working: 0,
              officePercent: null,
              wfhPercent: null,
              fieldPercent: null,
            }
          : {
              day,
              holiday: null,
              office: 14,
              wfh: 9,
              field: 6,
              leave: 1,
              working: 29,
              officePercent: 48.3,
              wfhPercent: 31,
              fieldPercent: 20.7,
            },
      ),
    }),
  nextWeek: () =>
    nextWeekAvailabilitySchema.parse({
      weekStart: '2026-11-30',
      total: 30,
      days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((day) => ({
        day,
        holiday: null,
        available: 29,
        away: 1,
        awayPeers: [{ ...member, halfDay: false }],
      })),
    }),
  ongoing: () =>
    ongoingProjectsSchema.parse({
      items: [
        {
          _id: ids.atlas,
          name: 'Atlas Web Revamp',
          score: 72.5,
          startDate: '2026-01-05',
          estimatedDelivery: '2026-07-05',
          team: [manager, member],
        },
      ],
      total: 1,
      page: 1,
      perPage: 10,
      totalPages: 1,
    }),
  activity: () =>
    activitySummarySchema.parse({
      inProgress: 2,
      stuck: 1,
      projects: [
        { _id: ids.atlas, name: 'Atlas Web Revamp', inProgressTasks: 3, stuckTasks: 1 },
        { _id: ids.cobalt, name: 'Cobalt Data Platform', inProgressTasks: 2, stuckTasks: 0 },
      ],
      total: 2,
      page: 1,
      perPage: 10,
      totalPages: 1,
    }),
  plannedVsActual: () =>
    plannedVsActualSchema.parse({
      projectId: ids.atlas,
      from: '2026-08-27',
      to: '2026-12-25',
      sprints: [
        {
          sprintId: ids.sprint1,
          number: 1,
          name: 'Sprint 1',
          startDate: '2026-11-09',
          endDate: '2026-11-13',
          planned: 6,
          actual: 5,
          closed: true,
        },
        {
          sprintId: ids.sprint2,
          number: 2,
          name: 'Sprint 2',
          startDate: '2026-11-23',
          endDate: '2026-11-27',
          planned: 7,
          actual: 2,
          closed: false,
        },
      ],
    }),
  leaderboard: () =>
    leaderboardSchema.parse({
      from: '2026-11-01',
      to: '2026-11-30',
      items: [
        {
          rank: 1,
          _id: member._id,
          name: member.name,
          profilePic: null,
          jobRole: { _id: developer, name: 'Developer' },
          points: 12.5,
          awards: 2,
        },
        { rank: 1, _id: manager._id, name: manager.name, profilePic: null, jobRole: null, points: 12.5, awards: 1 },
        {
          rank: 3,
          _id: ids.web,
          name: 'Ravi Rao',
          profilePic: null,
          jobRole: { _id: developer, name: 'Developer' },
          points: 3,
          awards: 1,
        },
      ],
    }),
  projects: () => projectPage([project()]),
  options: () =>
    optionsResponseSchema.parse({
      jobRoles: [{ _id: developer, name: 'Developer', activityTypes: [] }],
      designations: [],
      locations: [],
      platforms: [],
      publicHolidays: [],
      workModes: [],
      currentStatuses: [],
      labels: [],
      levels: [],
    }),
};
