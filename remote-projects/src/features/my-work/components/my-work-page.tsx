import { MY_WORK_KINDS, type MyWorkItem, type MyWorkKind } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState, PageHeader, portalHref, useMessages, pagerItem } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Segmented, Tag, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { STATUS_COLOURS } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';
import { useMyWork } from '../api/get-my-work';

const PAGE_SIZES = [10, 20, 40] as const;

/**
 * /my-work: the signed-in user's tasks across the projects they see: assigned to them, watched, or
 * mentioning them in a comment. The kind and the page live in the URL.
 */
export function MyWorkPage() {
  const t = useMessages(projectsMessages);
  const [search, setSearch] = useSearchParams();
  const kind = (MY_WORK_KINDS as readonly string[]).includes(search.get('kind') ?? '')
    ? (search.get('kind') as MyWorkKind)
    : 'assigned';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const asked = Number(search.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : 20;
  const work = useMyWork({ kind, page, perPage });
  const columns: TableColumnsType<MyWorkItem> = [
    {
      key: 'title',
      title: t('myWork.column.task'),
      render: (_, item) => <Link to={portalHref('taskDetail', { taskId: item._id })}>{item.title}</Link>,
    },
    {
      key: 'status',
      title: t('myWork.column.status'),
      render: (_, item) => <Tag color={STATUS_COLOURS[item.status]}>{t(`status.task.${item.status}` as const)}</Tag>,
    },
    {
      key: 'project',
      title: t('myWork.column.project'),
      render: (_, item) => (
        <Link to={portalHref('projectOverview', { projectId: item.project._id })}>{item.project.name}</Link>
      ),
    },
    {
      key: 'sprint',
      title: t('myWork.column.sprint'),
      render: (_, item) =>
        item.sprint ? (
          <Link to={portalHref('sprintBoard', { sprintId: item.sprint._id })}>{item.sprint.name}</Link>
        ) : (
          <Link to={portalHref('backlog', { projectId: item.project._id })}>{t('myWork.backlog')}</Link>
        ),
    },
  ];
  const go = (next: Record<string, string>) =>
    setSearch({ kind, page: String(page), perPage: String(perPage), ...next });

  return (
    <>
      <PageHeader title={t('myWork.title')} subtitle={t('myWork.subtitle')} />
      <Segmented
        aria-label={t('myWork.kind')}
        value={kind}
        options={MY_WORK_KINDS.map((value) => ({ value, label: t(`myWork.kind.${value}` as const) }))}
        onChange={(value) => go({ kind: value, page: '1' })}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {work.error && !work.data ? (
        <QueryErrorState query={work} />
      ) : !work.data ? (
        // the table fills more than a screen: its placeholder holds the viewport, so the footer stays below the fold
        <LoadingState label={t('myWork.loading')} screen />
      ) : work.data.total === 0 ? (
        <EmptyState description={t(`myWork.empty.${kind}` as const)} />
      ) : (
        <Table
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={work.data.items}
          loading={work.isFetching}
          {...sidewaysScroll()}
          pagination={{
            current: work.data.page,
            pageSize: work.data.perPage,
            total: work.data.total,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            itemRender: pagerItem,
            onChange: (next, size) => go({ page: String(size === perPage ? next : 1), perPage: String(size) }),
          }}
        />
      )}
    </>
  );
}
