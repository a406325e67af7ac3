import { Empty } from 'antd';
import type { ReactNode } from 'react';

type EmptyStateProps = { description: ReactNode; action?: ReactNode };

/** A list or widget with nothing to show yet, with what to do about it. */
export function EmptyState({ description, action }: EmptyStateProps) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
