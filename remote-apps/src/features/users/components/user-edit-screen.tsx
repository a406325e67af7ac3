import { QueryErrorState } from '@timely/shared-auth';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useUser } from '../api/get-users';
import { usersMessages } from '../messages/messages';
import { userIdOf } from '../utils/user-options';
import { UserEditForm } from './user-edit-form';
import { UserNotFound } from './user-not-found';

/** /app/user/edit/:id: a demo user's profile, role, status, department and address, saved to the demo API. */
export function UserEditScreen() {
  const t = useMessages(usersMessages);
  const { id: param } = useParams();
  const id = userIdOf(param);
  const user = useUser(id ?? 0);

  if (user.isPending || user.isError) {
    return (
      <>
        <PageHeader title={t('users.edit.formLabel')} />
        {user.isPending ? (
          <div role="status" aria-label={t('users.view.loading')}>
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
        ) : (
          <QueryErrorState query={user} title={t('users.view.loadError')} />
        )}
      </>
    );
  }
  if (!user.data || id === null) return <UserNotFound id={param ?? ''} />;
  return <UserEditForm user={user.data} />;
}
