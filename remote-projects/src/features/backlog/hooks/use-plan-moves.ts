import type { DragEndEvent } from '@dnd-kit/core';
import type { BacklogPage, Task } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useMoveTask } from '../../../common/api/move-task';
import { projectsMessages } from '../../../messages/messages';
import type { RowMenuEntry } from '../components/backlog-row-parts';
import {
  BACKLOG_LIST,
  dropMove,
  intoList,
  keyMove,
  type KeyMove,
  type PlanList,
  type PlanMove,
} from '../utils/plan-moves';

/**
 * The plan's lists (the open sprints, then the backlog) and a task's moves among them, by drop, by keys or
 * by its menu: each is sent, said in a toast, and keeps the focus on the moved row.
 */
export function usePlanMoves(data: BacklogPage | undefined) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const move = useMoveTask();
  const moveAsync = move.mutateAsync;
  const lists = useMemo<PlanList[]>(
    () =>
      data
        ? [
            ...data.plan.map((plan) => ({
              key: plan.sprint._id,
              sprintId: plan.sprint._id,
              name: plan.sprint.name,
              items: plan.items,
            })),
            { key: BACKLOG_LIST, sprintId: null, name: t('tasks.backlog'), items: data.items },
          ]
        : [],
    [data, t],
  );

  const run = useCallback(
    (planned: PlanMove | null) => {
      if (!planned) return;
      const { task, body, to } = planned;
      const changesList = body.sprintId !== undefined;
      moveAsync({ id: task._id, body }).then(
        () => {
          void message.success(
            changesList
              ? t('board.moved', { title: task.title, status: to.name })
              : t('planning.reordered', { title: task.title }),
          );
          // the row is drawn again in its new place: keep the focus on it
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`[data-task-row="${task._id}"] button`)?.focus(),
          );
        },
        (caught: unknown) =>
          void message.error(t('backlog.wentBack', { title: task.title, reason: errorText(caught) })),
      );
    },
    [moveAsync, message, t, errorText],
  );
  const onKeyMove = useCallback((task: Task, key: KeyMove) => run(keyMove(lists, task._id, key)), [lists, run]);
  const onMenu = useCallback(
    (task: Task, key: string) => {
      if (key === 'up' || key === 'down') return run(keyMove(lists, task._id, key));
      const to = lists.find((list) => `to:${list.key}` === key);
      if (to) run(intoList(task, to));
    },
    [lists, run],
  );
  const menuOf = (list: PlanList, index: number): RowMenuEntry[] => [
    ...(index > 0 ? [{ key: 'up', label: t('planning.moveUp') }] : []),
    ...(index < list.items.length - 1 ? [{ key: 'down', label: t('planning.moveDown') }] : []),
    ...lists
      .filter((other) => other.key !== list.key)
      .map((other) => ({
        key: `to:${other.key}`,
        label: other.sprintId ? t('board.moveTo', { status: other.name }) : t('planning.toBacklog'),
      })),
  ];
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) run(dropMove(lists, String(active.id), String(over.id)));
  };
  return { lists, onKeyMove, onMenu, menuOf, onDragEnd };
}
