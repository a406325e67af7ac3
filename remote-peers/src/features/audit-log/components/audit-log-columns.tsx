import type { AuditEntry } from '@timely/contract';
import { formatMoment } from '@timely/shared-ui';
import { Button, Typography, type TableProps } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';
import { auditKindLabel } from '../utils/audit-labels';
import { AuditChange } from './audit-change';

type Options = {
  t: PeersTranslate;
  timeZone: string | undefined;
  sentences: Parameters<typeof AuditChange>[0]['context'];
  /** The thing the log is narrowed to, if any: its rows do not offer to narrow to it again. */
  targetId: string | undefined;
  onShowTarget: (targetType: AuditEntry['target']['type'], targetId: string | undefined) => void;
};

/** The audit log's columns: when, who, what, on what (a link narrowing the log to it) and the change. */
export function auditLogColumns({ t, timeZone, sentences, targetId, onShowTarget }: Options) {
  const columns: TableProps<AuditEntry>['columns'] = [
    {
      title: t('audit.when'),
      key: 'at',
      width: 180,
      render: (_, entry) => <time dateTime={entry.at}>{formatMoment(entry.at, timeZone)}</time>,
    },
    {
      title: t('audit.who'),
      key: 'actor',
      width: 160,
      render: (_, entry) =>
        entry.actor?.name ?? <Typography.Text type="secondary">{t('audit.commandLine')}</Typography.Text>,
    },
    { title: t('audit.what'), key: 'kind', width: 170, render: (_, entry) => auditKindLabel(t, entry.kind) },
    {
      title: t('audit.target'),
      key: 'target',
      width: 220,
      render: (_, entry) =>
        entry.target._id && entry.target._id !== targetId ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            aria-label={t('audit.showTarget', { target: entry.target.label })}
            onClick={() => onShowTarget(entry.target.type, entry.target._id ?? undefined)}
          >
            {/* the thing's name as people wrote it: data, not the screen's words */}
            <span translate="no">{entry.target.label}</span>
          </Button>
        ) : (
          <span translate="no">{entry.target.label}</span>
        ),
    },
    {
      title: t('audit.changes'),
      key: 'changes',
      render: (_, entry) => <AuditChange entry={entry} context={sentences} />,
    },
  ];
  return columns;
}
