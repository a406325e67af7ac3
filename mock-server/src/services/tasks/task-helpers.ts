import { companyWeek, type TaskHelper } from '@timely/contract';
import { loadsOf } from '../availability/availability.js';
import { teamsOf } from '../projects/project-view.js';
import { isoToday } from '../projects/sprint-view.js';
import { loadTask } from './task-view.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Who could help with a stuck task: the project's team (its assignee left out) whose allocation this week
 * is under 100 % (the People Availability arithmetic: task hours ÷ capacity less leave and holidays),
 * most room first. Nobody with no capacity at all (away all week). A member gets the names without
 * the allocation figures (docs/privacy.md).
 */
export async function taskHelpers(ctx: ServiceContext, taskId: string): Promise<TaskHelper[]> {
  const { orm, caller: auth } = ctx;
  const now = ctx.now();
  const { task } = await loadTask(orm, auth, taskId);
  const team = (await teamsOf(orm, [task.projectId])).filter(
    (person, index, list) =>
      person._id !== task.assigneeId && list.findIndex((other) => other._id === person._id) === index,
  );
  const week = companyWeek(await ctx.workingWeek()).weekStart(isoToday(now));
  const loadOf = await loadsOf(
    orm,
    auth.companyId,
    team.map((person) => person._id),
    [week],
  );
  return team
    .map((person) => ({
      _id: person._id,
      name: person.name,
      profilePic: ctx.pictureUrl(person.avatarUrl),
      allocation: loadOf(person._id)[0]?.allocation ?? null,
    }))
    .filter(
      (person): person is TaskHelper & { allocation: number } => person.allocation !== null && person.allocation < 100,
    )
    .sort((a, b) => a.allocation - b.allocation || a.name.localeCompare(b.name))
    .map(({ allocation, ...person }) => (auth.level === 'level1' ? person : { ...person, allocation }));
}
