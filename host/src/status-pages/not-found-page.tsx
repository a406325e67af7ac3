import { portalHref } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';

/** Any address the portal does not know. */
export function NotFoundPage() {
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="Page not found"
        subTitle="Oops! 😖 There is nothing at this address."
        extra={
          <Link to={portalHref('home')}>
            <Button type="primary">Back to Timely</Button>
          </Link>
        }
      />
    </Flex>
  );
}
