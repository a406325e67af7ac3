import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_KINDS, PAGE_SIZES, type AuditEntry, type AuditKind } from '@timely/contract';
import { sessionUserAtom, QueryErrorState, useErrorText } from '@timely/shared-auth';
import {
  DATE_PICKER_FORMAT,
  downloadFile,
  formatMoment,
  listPagination,
  PageHeader,
  useMessages,
  useUrlParams,
} from '@timely/shared-ui';
import { DatePicker, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import { useExportAuditCsv } from '../api/export-audit-csv';
import { useExportCompanyZip } from '../api/export-company-zip';
import { useAuditLog } from '../api/get-audit-log';
import { peersMessages } from '../../../messages/messages';
import { auditKindLabel, changeLines } from '../utils/audit-labels';

type Param = 'page' | 'perPage' | 'actorId' | 'kind' | 'from' | 'to';

/** /company/audit-log (level3): who changed what in the company, filtered, with CSV and the company's data export. */
export function AuditLogPage() {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const exportAuditCsv = useExportAuditCsv();
  const exportCompanyZip = useExportCompanyZip();
  const { message } = App.useApp();
  const params = useUrlParams<Param>();
  const actors = usePeerPicker();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [busy, setBusy] = useState<'csv' | 'zip' | null>(null);
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
    ? (Number(params.get('perPage')) as 10 | 20 | 40)
    : 20;
  const filter = {
    actorId: params.get('actorId') || undefined,
    kind: (params.get('kind') || undefined) as AuditKind | undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const query = { ...filter, page: Math.max(1, Number(params.get('page')) || 1), perPage };
  const log = useAuditLog(query);

  const download = async (what: 'csv' | 'zip') => {
    setBusy(what);
    try {
      if (what === 'csv') downloadFile(await exportAuditCsv(filter), 'audit-log.csv');
      else downloadFile(await exportCompanyZip(), `timely-export-${dayjs().format('YYYY-MM-DD')}.zip`);
    } catch (caught) {
      void message.error(t('common.exportFailed', { reason: errorText(caught) }));
    } finally {
      setBusy(null);
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
    { title: t('audit.target'), key: 'target', width: 220, render: (_, entry) => entry.target.label },
    {
      title: t('audit.changes'),
      key: 'changes',
      render: (_, entry) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {changeLines(entry).map((line) => (
            <li key={line}>
              <Typography.Text style={{ wordBreak: 'break-word' }}>{line}</Typography.Text>
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        actions={
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
              {t('audit.exportCsv')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={busy === 'zip'} onClick={() => void download('zip')}>
              {t('audit.exportCompany')}
            </Button>
          </Flex>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Select
            aria-label={t('audit.who')}
            allowClear
            showSearch={{ filterOption: false, onSearch: actors.onSearch }}
            placeholder={t('audit.anyone')}
            style={{ width: 220 }}
            loading={actors.loading}
            value={filter.actorId}
            options={actors.options}
            onChange={(value?: string) => params.set({ actorId: value })}
          />
          <Select
            aria-label={t('audit.what')}
            allowClear
            placeholder={t('audit.anyChange')}
            style={{ width: 220 }}
            value={filter.kind}
            options={AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabel(t, kind) }))}
            onChange={(value?: string) => params.set({ kind: value })}
          />
          <DatePicker.RangePicker
            aria-label={t('audit.days')}
            format={DATE_PICKER_FORMAT}
            value={filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null}
            onChange={(range) =>
              params.set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
            }
          />
        </Flex>
      </Card>
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
            locale={{ emptyText: t('audit.empty') }}
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
