import { DEMO_MOBILE_PATTERN, DEMO_WEBSITE_PATTERN } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Col, Form, Input } from 'antd';
import { usersMessages } from '../messages/messages';
import { userFieldLabels, userFormRules } from '../utils/user-form-rules';

const OPTIONAL_WEBSITE = new RegExp(`^$|${DEMO_WEBSITE_PATTERN.source}`, DEMO_WEBSITE_PATTERN.flags);
const half = { xs: 24, md: 12 } as const;

/** How to reach the user: company, mobile and website (columns of the details card's row). */
export function UserContactFields() {
  const t = useMessages(usersMessages);
  const { max, matches } = userFormRules(t);
  const label = userFieldLabels(t);
  return (
    <>
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
    </>
  );
}
