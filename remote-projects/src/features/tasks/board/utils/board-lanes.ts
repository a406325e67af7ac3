import { TASK_PRIORITIES, UNASSIGNED_FILTER, type TaskCard, type TaskPriority } from '@timely/contract';
import { NO_EPIC } from '../../../../common/utils/work-item-filters';

export type Lane = { key: string; title: string; tasks: TaskCard[] };

/** The labels lanes are titled with, in the reader's language. */
export type LaneLabels = {
  unassigned: string;
  noEpic: string;
  priority: (priority: TaskPriority) => string;
};

/**
 * The ways the board splits into swimlanes, by URL value (`?lanes=epic`): one entry each, its option in the
 * filter bar's Swimlanes select. Lanes group the cards the filters show; a lane with no card is left out.
 */
export const LANE_GROUPINGS = {
  assignee: lanesByAssignee,
  epic: lanesByEpic,
  priority: lanesByPriority,
} as const satisfies Record<string, (tasks: readonly TaskCard[], labels: LaneLabels) => Lane[]>;
export type LaneGrouping = keyof typeof LANE_GROUPINGS;
export const LANE_GROUPING_NAMES = Object.keys(LANE_GROUPINGS) as LaneGrouping[];

export function isLaneGrouping(value: string | null): value is LaneGrouping {
  return value !== null && Object.hasOwn(LANE_GROUPINGS, value);
}

/** Swimlanes by assignee, by name, with the tasks nobody has last. */
export function lanesByAssignee(tasks: readonly TaskCard[], labels: LaneLabels): Lane[] {
  const lanes = groupBy(tasks, (task) => [
    task.assignee?._id ?? UNASSIGNED_FILTER,
    task.assignee?.name ?? labels.unassigned,
  ]);
  return byTitleWithLast(lanes, UNASSIGNED_FILTER);
}

/** Swimlanes by epic, by the epic's name, with the tasks of no epic last. */
export function lanesByEpic(tasks: readonly TaskCard[], labels: LaneLabels): Lane[] {
  const lanes = groupBy(tasks, (task) => [task.epic?._id ?? NO_EPIC, task.epic?.name ?? labels.noEpic]);
  return byTitleWithLast(lanes, NO_EPIC);
}

/** Swimlanes by priority, most urgent first, "No priority" last. */
export function lanesByPriority(tasks: readonly TaskCard[], labels: LaneLabels): Lane[] {
  const lanes = groupBy(tasks, (task) => [task.priority, labels.priority(task.priority)]);
  const order = (lane: Lane) => TASK_PRIORITIES.indexOf(lane.key as TaskPriority);
  return lanes.sort((a, b) => order(a) - order(b));
}

/** The tasks by lane, each lane's tasks in the order given (by rank), lanes in the order first met. */
function groupBy(tasks: readonly TaskCard[], laneOf: (task: TaskCard) => [key: string, title: string]): Lane[] {
  const lanes = new Map<string, Lane>();
  for (const task of tasks) {
    const [key, title] = laneOf(task);
    const lane = lanes.get(key) ?? { key, title, tasks: [] };
    lane.tasks.push(task);
    lanes.set(key, lane);
  }
  return [...lanes.values()];
}

function byTitleWithLast(lanes: Lane[], lastKey: string): Lane[] {
  return lanes.sort((a, b) => (a.key === lastKey ? 1 : b.key === lastKey ? -1 : a.title.localeCompare(b.title)));
}
