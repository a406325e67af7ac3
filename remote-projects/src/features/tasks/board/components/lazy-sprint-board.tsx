import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../../messages/messages';

// the board and its drag-and-drop library load in their own chunk, when the Board view is first opened
const loadSprintBoard = () => import('./sprint-board');
const SprintBoard = lazy(() => loadSprintBoard().then((module) => ({ default: module.SprintBoard })));

/**
 * Starts fetching the board's code while the sprint is still being asked for: the page asks for it only
 * once the sprint has arrived and rendered, a step later than the board's data (bench:web).
 */
export function preloadSprintBoard() {
  void loadSprintBoard();
}

export function LazySprintBoard(props: ComponentProps<typeof SprintBoard>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('board.loading')} />}>
      <SprintBoard {...props} />
    </Suspense>
  );
}
