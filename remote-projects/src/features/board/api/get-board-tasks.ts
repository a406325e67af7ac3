import { taskTabsFor, type Level, type Task, type TaskTab } from '@timely/mock-server/contract';
import type { AxiosInstance } from 'axios';
import { getTasks } from '../../tasks/api/tasks-api';

const PER_PAGE = 40;

/**
 * Every task of a sprint, for the board: a manager's All tab, or a member's three tabs together (theirs,
 * others' and nobody's), each read in pages of 40, the pages after the first in parallel.
 */
export async function getBoardTasks(client: AxiosInstance, sprintId: string, level: Level): Promise<Task[]> {
  const tabs: TaskTab[] = taskTabsFor(level).includes('all') ? ['all'] : ['mine', 'others', 'open'];
  const lists = await Promise.all(tabs.map((tab) => allPages(client, sprintId, tab)));
  return lists.flat();
}

async function allPages(client: AxiosInstance, sprintId: string, tab: TaskTab): Promise<Task[]> {
  const first = await getTasks(client, sprintId, { tab, page: 1, perPage: PER_PAGE, search: '' });
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => getTasks(client, sprintId, { tab, page: index + 2, perPage: PER_PAGE, search: '' })));
  return [first, ...rest].flatMap((page) => page.items);
}
