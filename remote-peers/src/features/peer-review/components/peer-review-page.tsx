import { exportPaths } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton, PrintButton } from '@timely/shared-auth/downloads';
import { DATE_PICKER_FORMAT, EmptyState, LoadingState, PageHeader, useMessages, useUrlParams } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { FeedbackReportView } from '../../../common/components/feedback-report-view';
import { useOptions } from '../../../common/api/get-options';
import { useProjectNames } from '../../../common/api/get-project-names';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import { useFeedbackReport } from '../api/get-feedback-report';
import { peersMessages } from '../../../messages/messages';

type Param = 'peer' | 'projectId' | 'reviewerJobRoleId' | 'reviewerId' | 'from' | 'to';

/** /get-overall-peer-review (admin): any peer's 360 averages, filtered; never a reviewer's name next to a score. */
export function PeerReviewPage() {
  const t = useMessages(peersMessages);
  const params = useUrlParams<Param>();
  const peers = usePeerPicker();
  const reviewers = usePeerPicker();
  const options = useOptions();
  const projects = useProjectNames();
  const revieweeId = params.get('peer');
  const from = params.get('from') || dayjs().startOf('month').subtract(5, 'month').format('YYYY-MM-DD');
  const to = params.get('to') || dayjs().format('YYYY-MM-DD');
  const optional = (value: string) => value || undefined;
  const reportQuery = revieweeId
    ? {
        revieweeId,
        from,
        to,
        projectId: optional(params.get('projectId')),
        reviewerJobRoleId: optional(params.get('reviewerJobRoleId')),
        reviewerId: optional(params.get('reviewerId')),
      }
    : null;
  const report = useFeedbackReport(reportQuery);

  return (
    <>
      <PageHeader
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        actions={
          reportQuery && (
            <>
              <ExportButton path={exportPaths.feedbackReport} params={reportQuery} />
              <PrintButton />
            </>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Select
            aria-label={t('review.peer')}
            showSearch={{ filterOption: false, onSearch: peers.onSearch }}
            placeholder={t('review.pickPeer')}
            style={{ width: 240 }}
            loading={peers.loading}
            value={revieweeId || undefined}
            options={peers.options}
            onChange={(value: string) => params.set({ peer: value })}
          />
          <Select
            aria-label={t('review.project')}
            allowClear
            placeholder={t('review.allProjects')}
            style={{ width: 200 }}
            value={optional(params.get('projectId'))}
            options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
            onChange={(value?: string) => params.set({ projectId: value })}
          />
          <Select
            aria-label={t('review.reviewerJobRole')}
            allowClear
            placeholder={t('review.anyReviewerJobRole')}
            style={{ width: 200 }}
            value={optional(params.get('reviewerJobRoleId'))}
            options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
            onChange={(value?: string) => params.set({ reviewerJobRoleId: value })}
          />
          <Select
            aria-label={t('review.reviewer')}
            allowClear
            showSearch={{ filterOption: false, onSearch: reviewers.onSearch }}
            placeholder={t('review.anyReviewer')}
            style={{ width: 200 }}
            loading={reviewers.loading}
            value={optional(params.get('reviewerId'))}
            options={reviewers.options}
            onChange={(value?: string) => params.set({ reviewerId: value })}
          />
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
      {!revieweeId ? (
        <EmptyState description={t('review.pickPrompt')} />
      ) : report.isPending ? (
        <LoadingState label={t('review.loading')} />
      ) : report.isError ? (
        <QueryErrorState query={report} title={t('review.loadError')} />
      ) : (
        <FeedbackReportView
          report={report.data}
          filtered={Boolean(params.get('projectId') || params.get('reviewerJobRoleId') || params.get('reviewerId'))}
        />
      )}
    </>
  );
}
