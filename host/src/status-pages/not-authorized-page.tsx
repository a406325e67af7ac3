import { portalHref } from '@timely/shared-ui';
import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';

/** Where the role guard sends a user whose role may not open a page (spec §8). */
export function NotAuthorizedPage() {
  return (
    <Result
      status="403"
      title="You are not authorized!"
      subTitle="Your role cannot open this page. Ask your company admin if you need it."
      extra={
        <Link to={portalHref('overview')}>
          <Button type="primary">Back to Overview</Button>
        </Link>
      }
    />
  );
}
