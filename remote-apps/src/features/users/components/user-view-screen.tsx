import { QueryErrorState } from '@timely/shared-auth';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useUser } from '../api/get-users';
import { usersMessages } from '../messages/messages';
import { userIdOf } from '../utils/user-options';
import { UserNotFound } from './user-not-found';
import { UserProfile } from './user-profile';

/** /pages/user/view/:id: a demo user's profile, their permissions when they have some, and the way to edit it. */
export function UserViewScreen() {
  const t = useMessages(usersMessages);
  const { id: param } = useParams();
  const id = userIdOf(param);
  const user = useUser(id ?? 0);

  if (user.isPending || user.isError) {
    return (
      <>
        <PageHeader title={t('users.view.title')} />
        {user.isPending ? (
          <div role="status" aria-label={t('users.view.loading')}>
            <Skeleton active avatar paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <QueryErrorState query={user} title={t('users.view.loadError')} />
        )}
      </>
    );
  }
  if (!user.data || id === null) return <UserNotFound id={param ?? ''} />;
  return <UserProfile user={user.data} />;
}
