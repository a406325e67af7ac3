import { DEMO_MOBILE_PATTERN, DEMO_WEBSITE_PATTERN, type DemoUser, type DemoUserChanges } from '@timely/contract';
import { QueryErrorState, useServerForm } from '@timely/shared-auth';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Skeleton, type FormRule } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useUser } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { usersMessages } from '../messages/messages';
import { USER_DEPARTMENTS, USER_ROLES, USER_STATUSES, userIdOf, usersPaths } from '../utils/user-options';
import { UserNotFound } from './user-not-found';

type Location = DemoUser['location'];
type Values = { user: Required<Omit<DemoUserChanges, 'location'>> & { location: Location } };

const OPTIONAL_WEBSITE = new RegExp(`^$|${DEMO_WEBSITE_PATTERN.source}`, DEMO_WEBSITE_PATTERN.flags);

const LOCATION_FIELDS = [
  ['add_line_1', 'users.view.addressLine1', 200],
  ['add_line_2', 'users.view.addressLine2', 200],
  ['post_code', 'users.view.postCode', 20],
  ['city', 'users.view.city', 100],
  ['state', 'users.view.state', 100],
  ['country', 'users.view.country', 100],
] as const;

/** What the form starts from: the user's editable fields, as the list has them. */
function valuesOf(user: DemoUser): Values {
  const { name, email, role, status, department, company, mobile, website, location } = user;
  return { user: { name, email, role, status, department, company, mobile, website, location: { ...location } } };
}

/** Every text trimmed, as the server stores it. */
function trimmed(values: Values): DemoUserChanges {
  const trim = <T extends Record<string, unknown>>(record: T): T =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as T;
  return { ...trim(values.user), location: trim(values.user.location) };
}

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

function UserEditForm({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const updateUser = useUpdateUser();
  const { submit, saving, error } = useServerForm(
    form,
    (values: Values) => updateUser.mutateAsync({ id: user.id, user: trimmed(values) }),
    () => {
      void message.success(t('users.edit.saved', { name: form.getFieldValue(['user', 'name']) as string }));
      void navigate(usersPaths.view(user.id));
    },
  );

  // every message names its field, as the label reads
  const required = (field: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('users.edit.required', { field }),
  });
  const max = (field: string, length: number): FormRule => ({
    max: length,
    message: t('users.edit.tooLong', { field, max: length }),
  });
  // the text as it will be saved (trimmed) must match
  const matches = (pattern: RegExp, problem: string): FormRule => ({
    validator: (_, value: unknown) =>
      typeof value !== 'string' || pattern.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(problem)),
  });
  const chosen = (field: string): FormRule => ({ required: true, message: t('users.edit.choose', { field }) });
  const roles = USER_ROLES.map((value) => ({ value, label: t(`users.role.${value}`) }));
  const statuses = USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }));
  const departments = USER_DEPARTMENTS.map((value) => ({ value, label: t(`users.department.${value}`) }));

  const label = {
    name: t('users.view.name'),
    email: t('users.view.email'),
    role: t('users.view.role'),
    status: t('users.view.status'),
    department: t('users.view.department'),
    company: t('users.view.company'),
    mobile: t('users.view.mobile'),
    website: t('users.view.website'),
  };
  const half = { xs: 24, md: 12 } as const;

  return (
    <>
      <PageHeader title={t('users.edit.title', { name: user.name })} subtitle={<bdi>@{user.username}</bdi>} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(user)}
        onFinish={submit}
        requiredMark={false}
        aria-label={t('users.edit.formLabel')}
        scrollToFirstError
      >
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Card title={<h2 style={headingStyle}>{t('users.edit.details')}</h2>} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item
                label={label.name}
                name={['user', 'name']}
                rules={[required(label.name), max(label.name, 100)]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                label={label.email}
                name={['user', 'email']}
                rules={[
                  required(label.email),
                  { type: 'email', message: t('users.edit.invalidEmail', { field: label.email }) },
                  max(label.email, 254),
                ]}
              >
                <Input type="email" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={label.role} name={['user', 'role']} rules={[chosen(label.role)]}>
                <Select options={roles} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={label.status} name={['user', 'status']} rules={[chosen(label.status)]}>
                <Select options={statuses} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={label.department} name={['user', 'department']} rules={[chosen(label.department)]}>
                <Select options={departments} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item label={label.company} name={['user', 'company']} rules={[max(label.company, 100)]}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                label={label.mobile}
                name={['user', 'mobile']}
                rules={[
                  max(label.mobile, 30),
                  matches(DEMO_MOBILE_PATTERN, t('users.edit.invalidMobile', { field: label.mobile })),
                ]}
              >
                <Input type="tel" dir="ltr" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                label={label.website}
                name={['user', 'website']}
                rules={[
                  max(label.website, 200),
                  matches(OPTIONAL_WEBSITE, t('users.edit.invalidWebsite', { field: label.website })),
                ]}
              >
                <Input type="url" dir="ltr" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={<h2 style={headingStyle}>{t('users.edit.address')}</h2>} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {LOCATION_FIELDS.map(([key, labelKey, length]) => (
              <Col key={key} {...half}>
                <Form.Item label={t(labelKey)} name={['user', 'location', key]} rules={[max(t(labelKey), length)]}>
                  <Input autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
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

// a card's title is a heading of the page's outline, in the card title's own size
const headingStyle = { fontSize: 'inherit', fontWeight: 'inherit', margin: 0 } as const;
