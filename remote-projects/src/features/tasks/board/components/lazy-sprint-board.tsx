import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';

// the board and its drag-and-drop library load in their own chunk, when the Board view is first opened
const SprintBoard = lazy(() => import('./sprint-board').then((module) => ({ default: module.SprintBoard })));

export function LazySprintBoard(props: ComponentProps<typeof SprintBoard>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the board" />}>
      <SprintBoard {...props} />
    </Suspense>
  );
}
