import type { DemoUser } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Alert, Button, Flex, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { type UserEditValues, useUserEditSubmit } from '../hooks/use-user-edit-submit';
import { usersMessages } from '../messages/messages';
import { usersPaths } from '../utils/user-options';
import { UserAddressCard } from './user-address-card';
import { UserDetailsCard } from './user-details-card';

/** What the form starts from: the user's editable fields, as the list has them. */
function valuesOf(user: DemoUser): UserEditValues {
  const { name, email, role, status, department, company, mobile, website, location } = user;
  return { user: { name, email, role, status, department, company, mobile, website, location: { ...location } } };
}

/** The edit form: the user's details and address, saved together. */
export function UserEditForm({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  const [form] = Form.useForm<UserEditValues>();
  const { submit, saving, error } = useUserEditSubmit(form, user);
  return (
    <>
      <PageHeader title={t('users.edit.title', { name: user.name })} subtitle={<bdi>@{user.username}</bdi>} />
      <Form<UserEditValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(user)}
        onFinish={submit}
        requiredMark={false}
        aria-label={t('users.edit.formLabel')}
        scrollToFirstError
      >
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <UserDetailsCard />
        <UserAddressCard />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('users.edit.save')}
          </Button>
          <Button onClick={() => void navigate(usersPaths.view(user.id))} disabled={saving}>
            {t('users.edit.cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
