import { JOB_KINDS, type JobKind, type JobRun } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { formatMoment, LoadingState, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Card, Space, Tag, Typography } from 'antd';
import { peersMessages, type PeersTranslate } from '../../../messages/messages';
import { useCompanyJobs } from '../api/get-company-jobs';

const kindLabel = (kind: string, t: PeersTranslate) =>
  (JOB_KINDS as readonly string[]).includes(kind) ? t(`settings.jobs.kind.${kind as JobKind}`) : kind;

const STATE_COLOR = { done: 'green', failed: 'red', pending: 'gold' } as const;

/**
 * Work that runs on its own (level3; the server checks too): per kind of job, the last 30 days' runs done,
 * failed and waiting, and the last runs with their error (docs/operations.md#jobs).
 */
export function JobsCard() {
  const t = useMessages(peersMessages);
  const jobs = useCompanyJobs();
  const runs = (jobs.data?.kinds ?? []).flatMap((kind) => kind.runs);
  return (
    <Card title={t('settings.jobs.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.jobs.intro')}</Typography.Paragraph>
      {jobs.isPending ? (
        <LoadingState label={t('settings.jobs.loading')} />
      ) : jobs.isError ? (
        <QueryErrorState query={jobs} title={t('settings.jobs.loadError')} />
      ) : (
        <>
          <Space orientation="vertical" size={4} style={{ marginBottom: 12 }}>
            {jobs.data.kinds.map((kind) => (
              <Typography.Text key={kind.kind}>
                <strong>{kindLabel(kind.kind, t)}</strong>{' '}
                <span>
                  {t('settings.jobs.counts', { done: kind.done, failed: kind.failed, pending: kind.pending })}
                </span>
              </Typography.Text>
            ))}
          </Space>
          <Table<JobRun>
            rowKey="_id"
            size="small"
            pagination={false}
            dataSource={runs}
            {...sidewaysScroll()}
            locale={{ emptyText: t('settings.jobs.empty') }}
            columns={[
              { key: 'kind', title: t('settings.jobs.kind'), render: (_, run) => kindLabel(run.kind, t) },
              {
                key: 'when',
                title: t('settings.jobs.when'),
                render: (_, run) => formatMoment(run.finishedAt ?? run.runAt, undefined),
              },
              {
                key: 'state',
                title: t('settings.jobs.state'),
                render: (_, run) => <Tag color={STATE_COLOR[run.state]}>{t(`settings.jobs.state.${run.state}`)}</Tag>,
              },
              {
                key: 'duration',
                title: t('settings.jobs.duration'),
                render: (_, run) =>
                  run.durationMs === null ? '–' : t('settings.jobs.milliseconds', { count: run.durationMs }),
              },
              {
                key: 'error',
                title: t('settings.jobs.error'),
                render: (_, run) =>
                  run.error ? (
                    <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
                      {t('settings.jobs.attempts', { count: run.attempts })}: {run.error}
                    </Typography.Text>
                  ) : null,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
