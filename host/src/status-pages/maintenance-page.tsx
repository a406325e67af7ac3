import { ToolOutlined } from '@ant-design/icons';
import { portalHref } from '@timely/shared-ui';
import { Button, Flex, theme } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';

/** Shown while Timely is down for planned work. */
export function MaintenancePage() {
  const { token } = theme.useToken();
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        icon={<ToolOutlined style={{ color: token.colorPrimary }} />}
        title="Under maintenance 🛠"
        subTitle="Timely is being improved and will be back shortly. Thanks for your patience."
        extra={
          <Link to={portalHref('home')}>
            <Button type="primary">Try again</Button>
          </Link>
        }
      />
    </Flex>
  );
}
