import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { EmptyState, ErrorState, isRightToLeft, useLanguage, useMessages } from '@timely/shared-ui';
import { Button, Flex, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useOpenMail } from '../api/get-open-mail';
import type { MailFilter } from '../utils/mail-filters';
import { filterName } from './folder-pane';
import { OpenMail } from './open-mail';
import { emailMessages } from '../messages/messages';

/** One mail in full, its replies as a thread, and what can be done with it. Opening an unread mail reads it. */
export function MailView({ id, filter }: { id: number; filter: MailFilter }) {
  const t = useMessages(emailMessages);
  const navigate = useNavigate();
  const query = useOpenMail(id, filter);
  const folder = filterName(t, filter);
  const back = () => void navigate({ search: '' }, { state: { fromMail: id } });
  const rtl = isRightToLeft(useLanguage());
  const backButton = (
    <Button
      icon={rtl ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />}
      onClick={back}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('email.back', { folder })}
    </Button>
  );
  if (query.isPending) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <div role="status" aria-label={t('email.loading')} aria-busy>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <ErrorState message={t('email.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Flex>
    );
  }
  if (!query.data) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <EmptyState description={t('email.notFound', { folder })} />
      </Flex>
    );
  }
  return <OpenMail mail={query.data} backButton={backButton} onLeave={back} />;
}
