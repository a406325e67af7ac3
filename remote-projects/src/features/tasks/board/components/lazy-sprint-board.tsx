import { LoadingState, preloadable, useMessages } from '@timely/shared-ui';
import { Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../../messages/messages';

// the board and its drag-and-drop library load in a chunk of their own, started by the board screen's preload
// (routes.tsx) or, on a page that opens the Board view first, while the sprint is still being asked for
const sprintBoard = preloadable(() => import('./sprint-board').then((module) => module.SprintBoard));

/** Fetches the board's code: the page asks for it only once the sprint has arrived, a step after the board's data. */
export function preloadSprintBoard(): Promise<void> {
  return sprintBoard.preload();
}

export function LazySprintBoard(props: ComponentProps<typeof sprintBoard.Component>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('board.loading')} />}>
      <sprintBoard.Component {...props} />
    </Suspense>
  );
}
