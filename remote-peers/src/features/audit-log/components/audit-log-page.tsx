import { DownloadOutlined } from '@ant-design/icons';
import { apiPaths, PAGE_SIZES, type AuditEntry, type AuditKind, type AuditTargetType } from '@timely/contract';
import { sessionUserAtom, QueryErrorState, useErrorText } from '@timely/shared-auth';
import { ExportButton, useApiDownload } from '@timely/shared-auth/downloads';
import { formatMoment, listPagination, PageHeader, portalLocale, useMessages, useUrlParams } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAuditLog } from '../api/get-audit-log';
import { peersMessages } from '../../../messages/messages';
import { auditKindLabel } from '../utils/audit-labels';
import { AuditChange } from './audit-change';
import { AuditFilters } from './audit-filters';

type Param = 'page' | 'perPage' | 'actorId' | 'kind' | 'targetType' | 'targetId' | 'from' | 'to';

/** /company/audit-log (level3): who changed what in the company, filtered, with CSV and the company's data export. */
export function AuditLogPage() {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const download = useApiDownload();
  const { message } = App.useApp();
  const params = useUrlParams<Param>();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [zipping, setZipping] = useState(false);
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
    ? (Number(params.get('perPage')) as 10 | 20 | 40)
    : 20;
  const filter = {
    actorId: params.get('actorId') || undefined,
    kind: (params.get('kind') || undefined) as AuditKind | undefined,
    targetType: (params.get('targetType') || undefined) as AuditTargetType | undefined,
    targetId: params.get('targetId') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const query = { ...filter, page: Math.max(1, Number(params.get('page')) || 1), perPage };
  const log = useAuditLog(query);
  const sentences = { t, locale: portalLocale(), timeZone };

  const exportCompany = async () => {
    setZipping(true);
    try {
      await download(apiPaths.company.export, {}, `timely-export-${dayjs().format('YYYY-MM-DD')}.zip`);
    } catch (caught) {
      void message.error(t('common.exportFailed', { reason: errorText(caught) }));
    } finally {
      setZipping(false);
    }
  };

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
        entry.target._id && entry.target._id !== filter.targetId ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            aria-label={t('audit.showTarget', { target: entry.target.label })}
            onClick={() => params.set({ targetType: entry.target.type, targetId: entry.target._id ?? undefined })}
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

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <Flex gap={8} wrap>
            <ExportButton path={apiPaths.company.auditLogCsv} params={filter} />
            <Button icon={<DownloadOutlined aria-hidden />} loading={zipping} onClick={() => void exportCompany()}>
              {t('audit.exportCompany')}
            </Button>
          </Flex>
        }
      />
      <AuditFilters
        filter={filter}
        targetLabel={filter.targetId ? log.data?.items[0]?.target.label : undefined}
        onChange={(change) => params.set(change)}
      />
      {log.isError && !log.data ? (
        <QueryErrorState query={log} title={t('audit.loadError')} />
      ) : (
        <Card>
          <Table<AuditEntry>
            rowKey="_id"
            size="middle"
            columns={columns}
            dataSource={log.data?.items ?? []}
            loading={log.isFetching}
            locale={{
              emptyText: Object.values(filter).some(Boolean) ? t('audit.empty') : t('audit.emptyLog'),
            }}
            pagination={listPagination({
              page: query.page,
              perPage,
              total: log.data?.total ?? 0,
              sizes: PAGE_SIZES,
              describeTotal: (total) => t('audit.count', { count: total }),
              onChange: params.set,
            })}
            {...sidewaysScroll()}
          />
        </Card>
      )}
    </>
  );
}
