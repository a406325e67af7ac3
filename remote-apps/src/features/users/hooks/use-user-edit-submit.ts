import type { DemoUser, DemoUserChanges } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateUser } from '../api/update-user';
import { usersMessages } from '../messages/messages';
import { usersPaths } from '../utils/user-options';

type Location = DemoUser['location'];
export type UserEditValues = { user: Required<Omit<DemoUserChanges, 'location'>> & { location: Location } };

/** Every text trimmed, as the server stores it. */
function trimmed(values: UserEditValues): DemoUserChanges {
  const trim = <T extends Record<string, unknown>>(record: T): T =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as T;
  return { ...trim(values.user), location: trim(values.user.location) };
}

/** Saves the user's changes, trimmed, then says so and shows the user's profile. */
export function useUserEditSubmit(form: FormInstance<UserEditValues>, user: DemoUser) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const updateUser = useUpdateUser();
  return useServerForm(
    form,
    (values: UserEditValues) => updateUser.mutateAsync({ id: user.id, user: trimmed(values) }),
    () => {
      void message.success(t('users.edit.saved', { name: form.getFieldValue(['user', 'name']) as string }));
      void navigate(usersPaths.view(user.id));
    },
  );
}
