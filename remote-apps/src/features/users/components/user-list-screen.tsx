import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, listPagination, PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Card, Skeleton } from 'antd';
import { useUsers } from '../api/get-users';
import { USER_PAGE_SIZES, useUserListParams } from '../hooks/use-user-list-params';
import { usersMessages } from '../messages/messages';
import { filterUsers, sortUsers } from '../utils/filter-users';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

/**
 * /pages/user/list: the demo users, filtered by role, status and department and searched by name or
 * e-mail (all kept in the URL's query), sorted and paged in the browser.
 */
export function UserListScreen() {
  const t = useMessages(usersMessages);
  const users = useUsers();
  const params = useUserListParams();
  const clearFilters = params.clearFilters;
  const { filters, sort } = params;
  const shown = sortUsers(filterUsers(users.data ?? [], filters), sort);
  const total = users.data?.length ?? 0;
  const count = params.filtered
    ? t('users.list.countFiltered', { count: shown.length, total })
    : t('users.list.count', { count: total });
  // a page past the end (fewer matches than before) shows the last one
  const lastPage = Math.max(1, Math.ceil(shown.length / params.perPage));
  const page = Math.min(params.page, lastPage);

  return (
    <>
      <PageHeader title={t('users.list.title')} subtitle={users.data && <span aria-live="polite">{count}</span>} />
      <Card>
        <UserFilters filters={filters} filtered={params.filtered} onChange={params.set} onClear={clearFilters} />
        {users.isPending ? (
          <div role="status" aria-label={t('users.list.loading')}>
            <Skeleton active avatar paragraph={{ rows: 6 }} />
          </div>
        ) : users.isError ? (
          <QueryErrorState query={users} title={t('users.list.loadError')} />
        ) : shown.length === 0 ? (
          <EmptyState
            description={params.filtered ? t('users.list.emptyFiltered') : t('users.list.empty')}
            action={params.filtered && <Button onClick={clearFilters}>{t('users.list.clearFilters')}</Button>}
          />
        ) : (
          <UsersTable
            users={shown}
            sort={sort}
            onSort={(next) => params.set({ sort: next?.key ?? '', order: next?.order === 'desc' ? 'desc' : '' })}
            pagination={{
              ...listPagination({
                page,
                perPage: params.perPage,
                total: shown.length,
                sizes: USER_PAGE_SIZES,
                describeTotal: (matching) => t('users.list.count', { count: matching }),
                onChange: (next) => params.set(next.perPage !== params.perPage ? next : { page: next.page }),
              }),
              hideOnSinglePage: false,
            }}
          />
        )}
      </Card>
    </>
  );
}
