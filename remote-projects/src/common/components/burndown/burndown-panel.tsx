import type { Sprint } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState } from '@timely/shared-ui';
import { Collapse } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useSprintBurndown } from '../../api/get-sprint-burndown';
import { LazyBurndownChart } from './lazy-burndown-chart';

/** The sprint's burndown, folded: read and drawn (with its chart library) only once opened. */
export function BurndownPanel({ sprint }: { sprint: Sprint }) {
  const [open, setOpen] = useState(false);
  const burndown = useSprintBurndown(sprint._id, open);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      onChange={(keys) => setOpen(keys.includes('burndown'))}
      items={[
        {
          key: 'burndown',
          label: 'Burndown',
          children:
            burndown.error && !burndown.data ? (
              <QueryErrorState query={burndown} />
            ) : burndown.data ? (
              <LazyBurndownChart burndown={burndown.data} />
            ) : (
              <LoadingState label="Loading the burndown" />
            ),
        },
      ]}
    />
  );
}
