import { QueryErrorState } from '@timely/shared-auth';
import { DATE_PICKER_FORMAT, LoadingState, PageHeader, useMessages, useUrlParams } from '@timely/shared-ui';
import { Card, Flex, Typography } from 'antd';
import { DatePicker } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { FeedbackReportView } from '../../../common/components/feedback-report-view';
import { useMyFeedback } from '../api/get-my-feedback';
import { peersMessages } from '../../../messages/messages';
import { GiveFeedbackCard } from './give-feedback-card';

/** /peer-feedback (admin and editor): rate a project mate; below, one's own feedback under the same threshold. */
export function MyFeedbackPage() {
  const t = useMessages(peersMessages);
  const params = useUrlParams<'from' | 'to'>();
  const from = params.get('from') || dayjs().startOf('month').subtract(5, 'month').format('YYYY-MM-DD');
  const to = params.get('to') || dayjs().format('YYYY-MM-DD');
  const mine = useMyFeedback({ from, to });
  return (
    <>
      <PageHeader title={t('myFeedback.title')} subtitle={t('myFeedback.subtitle')} />
      <GiveFeedbackCard />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center" justify="space-between">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('myFeedback.yours')}
          </Typography.Title>
          <DatePicker.RangePicker
            format={DATE_PICKER_FORMAT}
            aria-label={t('review.dateRange')}
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            onChange={(range) =>
              range?.[0] &&
              range[1] &&
              params.set({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })
            }
          />
        </Flex>
      </Card>
      {mine.isPending ? (
        <LoadingState screen label={t('myFeedback.loading')} />
      ) : mine.isError ? (
        <QueryErrorState query={mine} title={t('myFeedback.loadError')} />
      ) : (
        <FeedbackReportView report={mine.data} />
      )}
    </>
  );
}
