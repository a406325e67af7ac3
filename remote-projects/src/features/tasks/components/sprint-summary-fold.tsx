import type { Sprint } from '@timely/contract';
import { useMediaQuery, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { useState } from 'react';
import { BurndownPanel } from '../../../common/components/burndown/burndown-panel';
import { SprintSummary } from '../../../common/components/sprint-summary';
import { projectsMessages } from '../../../messages/messages';

type SprintSummaryFoldProps = { sprint: Sprint | undefined; view: 'board' | 'list'; onStart: () => void };

/** The sprint's summary and burndown; on a phone the board's fold away, so the first card shows near the top. */
export function SprintSummaryFold({ sprint, view, onStart }: SprintSummaryFoldProps) {
  const t = useMessages(projectsMessages);
  const narrow = useMediaQuery('(max-width: 575px)');
  const [open, setOpen] = useState(false);
  const shown = !narrow || view !== 'board' || open;
  return (
    <>
      {narrow && view === 'board' && (
        <Button
          size="small"
          type="link"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          style={{ paddingInline: 0, marginBottom: 8 }}
        >
          {t(open ? 'board.hideSummary' : 'board.showSummary')}
        </Button>
      )}
      {shown && sprint && <SprintSummary sprint={sprint} onStart={onStart} />}
      {shown && sprint && sprint.status !== 'planned' && <BurndownPanel sprint={sprint} />}
    </>
  );
}
