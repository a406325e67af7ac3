import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Col, Form, Input } from 'antd';
import { usersMessages } from '../messages/messages';
import { userFieldLabels, userFormRules } from '../utils/user-form-rules';
import { USER_DEPARTMENTS, USER_ROLES, USER_STATUSES } from '../utils/user-options';

const half = { xs: 24, md: 12 } as const;

/** Who the user is at work: name, e-mail, role, status and department (columns of the details card's row). */
export function UserIdentityFields() {
  const t = useMessages(usersMessages);
  const { required, max, chosen } = userFormRules(t);
  const label = userFieldLabels(t);
  const roles = USER_ROLES.map((value) => ({ value, label: t(`users.role.${value}`) }));
  const statuses = USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }));
  const departments = USER_DEPARTMENTS.map((value) => ({ value, label: t(`users.department.${value}`) }));
  return (
    <>
      <Col {...half}>
        <Form.Item label={label.name} name={['user', 'name']} rules={[required(label.name), max(label.name, 100)]}>
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
    </>
  );
}
