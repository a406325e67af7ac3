import { exportPaths, type Sprint } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Collapse } from '@timely/shared-ui/antd-more';
import { Flex } from 'antd';
import { useState } from 'react';
import { useSprintBurndown } from '../../api/get-sprint-burndown';
import { LazyBurndownChart } from './lazy-burndown-chart';
import { projectsMessages } from '../../../messages/messages';

/** The sprint's burndown, folded: read and drawn (with its chart library) only once opened. */
export function BurndownPanel({ sprint }: { sprint: Sprint }) {
  const t = useMessages(projectsMessages);
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
          label: t('burndown.title'),
          children:
            burndown.error && !burndown.data ? (
              <QueryErrorState query={burndown} />
            ) : burndown.data ? (
              <Flex vertical gap={8}>
                <Flex justify="end">
                  <ExportButton path={exportPaths.sprintBurndown(sprint._id)} label={t('burndown.export')} />
                </Flex>
                <LazyBurndownChart burndown={burndown.data} />
              </Flex>
            ) : (
              <LoadingState label={t('burndown.loading')} />
            ),
        },
      ]}
    />
  );
}
