import { QueryErrorState } from '@timely/shared-auth';
import { DATE_PICKER_FORMAT, EmptyState, LoadingState, PageHeader, useUrlParams } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { FeedbackReportView } from '../../../common/components/feedback-report-view';
import { useOptions } from '../../../common/api/get-options';
import { useProjectNames } from '../../../common/api/get-project-names';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import { useFeedbackReport } from '../api/get-feedback-report';

type Param = 'peer' | 'projectId' | 'reviewerJobRoleId' | 'reviewerId' | 'from' | 'to';

/** /get-overall-peer-review (admin): any peer's 360 averages, filtered; never a reviewer's name next to a score. */
export function PeerReviewPage() {
  const params = useUrlParams<Param>();
  const peers = usePeerPicker();
  const reviewers = usePeerPicker();
  const options = useOptions();
  const projects = useProjectNames();
  const revieweeId = params.get('peer');
  const from = params.get('from') || dayjs().startOf('month').subtract(5, 'month').format('YYYY-MM-DD');
  const to = params.get('to') || dayjs().format('YYYY-MM-DD');
  const optional = (value: string) => value || undefined;
  const report = useFeedbackReport(
    revieweeId
      ? {
          revieweeId,
          from,
          to,
          projectId: optional(params.get('projectId')),
          reviewerJobRoleId: optional(params.get('reviewerJobRoleId')),
          reviewerId: optional(params.get('reviewerId')),
        }
      : null,
  );

  return (
    <>
      <PageHeader
        title="360 peer feedback"
        subtitle="Averages of dependability, impact, teamplay, competence and ownership (1–5)"
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <Select
            aria-label="Peer"
            showSearch={{ filterOption: false, onSearch: peers.onSearch }}
            placeholder="Pick a peer"
            style={{ width: 240 }}
            loading={peers.loading}
            value={revieweeId || undefined}
            options={peers.options}
            onChange={(value: string) => params.set({ peer: value })}
          />
          <Select
            aria-label="Project"
            allowClear
            placeholder="All projects"
            style={{ width: 200 }}
            value={optional(params.get('projectId'))}
            options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
            onChange={(value?: string) => params.set({ projectId: value })}
          />
          <Select
            aria-label="Reviewer job role"
            allowClear
            placeholder="Any reviewer job role"
            style={{ width: 200 }}
            value={optional(params.get('reviewerJobRoleId'))}
            options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
            onChange={(value?: string) => params.set({ reviewerJobRoleId: value })}
          />
          <Select
            aria-label="Reviewer"
            allowClear
            showSearch={{ filterOption: false, onSearch: reviewers.onSearch }}
            placeholder="Any reviewer"
            style={{ width: 200 }}
            loading={reviewers.loading}
            value={optional(params.get('reviewerId'))}
            options={reviewers.options}
            onChange={(value?: string) => params.set({ reviewerId: value })}
          />
          <DatePicker.RangePicker
            format={DATE_PICKER_FORMAT}
            aria-label="Date range"
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
        <EmptyState description="Pick a peer to see their feedback." />
      ) : report.isPending ? (
        <LoadingState label="Loading feedback" />
      ) : report.isError ? (
        <QueryErrorState query={report} title="Could not load the feedback" />
      ) : (
        <FeedbackReportView
          report={report.data}
          filtered={Boolean(params.get('projectId') || params.get('reviewerJobRoleId') || params.get('reviewerId'))}
        />
      )}
    </>
  );
}
