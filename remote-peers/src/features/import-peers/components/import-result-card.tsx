import type { PeerImportResult } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Result } from '@timely/shared-ui/antd-more';
import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { peersMessages } from '../../../messages/messages';

/** What the import added, with a way to the invited peers and to import again. */
export function ImportResultCard({ result, onAgain }: { result: PeerImportResult; onAgain: () => void }) {
  const t = useMessages(peersMessages);
  return (
    <Card>
      <Result
        status="success"
        title={t('import.added', { count: result.created })}
        subTitle={
          result.invalidCount ? t('import.addedLeftOut', { count: result.invalidCount }) : t('import.addedText')
        }
        extra={[
          <Link key="peers" to={`${portalHref('managePeers')}?invited=1`}>
            {t('import.seeNotAccepted')}
          </Link>,
          <Button key="again" onClick={onAgain}>
            {t('import.again')}
          </Button>,
        ]}
      />
    </Card>
  );
}
