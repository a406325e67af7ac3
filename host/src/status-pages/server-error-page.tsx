import { portalHref } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';

/** Something broke on our side; nothing the user did. */
export function ServerErrorPage() {
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        status="500"
        title="Internal server error"
        subTitle="Something went wrong on our side. Try again in a moment; your saved work is safe."
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>,
          <Link key="home" to={portalHref('home')}>
            <Button>Back to Timely</Button>
          </Link>,
        ]}
      />
    </Flex>
  );
}
