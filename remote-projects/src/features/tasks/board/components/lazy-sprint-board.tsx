import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../../messages/messages';

// the board and its drag-and-drop library load in their own chunk, when the Board view is first opened
const SprintBoard = lazy(() => import('./sprint-board').then((module) => ({ default: module.SprintBoard })));

export function LazySprintBoard(props: ComponentProps<typeof SprintBoard>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('board.loading')} />}>
      <SprintBoard {...props} />
    </Suspense>
  );
}
