import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMessages } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import { projectsMessages } from '../../../messages/messages';
import { planAnnouncements } from '../utils/plan-announcements';
import { planCollisions } from '../utils/plan-collisions';
import type { PlanList } from '../utils/plan-moves';

type PlanDndContextProps = {
  lists: readonly PlanList[];
  onDragEnd: (event: DragEndEvent) => void;
  children: ReactNode;
};

/** Dragging tasks between the plan's lists: by mouse, touch (after a short hold) or keyboard, said aloud. */
export function PlanDndContext({ lists, onDragEnd, children }: PlanDndContextProps) {
  const t = useMessages(projectsMessages);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={planCollisions}
      accessibility={{
        announcements: planAnnouncements(t, lists),
        screenReaderInstructions: { draggable: t('backlog.instructions') },
      }}
      onDragEnd={onDragEnd}
    >
      {children}
    </DndContext>
  );
}
