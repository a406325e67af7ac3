import { DownloadOutlined } from '@ant-design/icons';
import { apiPaths, PAGE_SIZES, type AuditEntry } from '@timely/contract';
import { sessionUserAtom, QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { listPagination, PageHeader, portalLocale, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Button, Card, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogParams } from '../hooks/use-audit-log-params';
import { useCompanyExport } from '../hooks/use-company-export';
import { peersMessages } from '../../../messages/messages';
import { auditLogColumns } from './audit-log-columns';
import { AuditFilters } from './audit-filters';

/** /company/audit-log (level3): who changed what in the company, filtered, with CSV and the company's data export. */
export function AuditLogPage() {
  const t = useMessages(peersMessages);
  const { params, perPage, filter, query } = useAuditLogParams();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const { zipping, exportCompany } = useCompanyExport();
  const log = useAuditLog(query);
  const sentences = { t, locale: portalLocale(), timeZone };
  const columns = auditLogColumns({
    t,
    timeZone,
    sentences,
    targetId: filter.targetId,
    onShowTarget: (targetType, targetId) => params.set({ targetType, targetId }),
  });

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
