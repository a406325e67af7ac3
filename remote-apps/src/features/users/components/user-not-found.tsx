import { ErrorState, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usersMessages } from '../messages/messages';
import { usersPaths } from '../utils/user-options';

/** An id the users list does not have (or not a number at all), with the way back to the list. */
export function UserNotFound({ id }: { id: string }) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  return (
    <ErrorState
      title={t('users.view.notFoundTitle')}
      message={t('users.view.notFound', { id })}
      actions={
        <Button type="primary" onClick={() => void navigate(usersPaths.list())}>
          {t('users.view.backToList')}
        </Button>
      }
    />
  );
}
