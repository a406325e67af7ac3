import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { useOptions } from '../../../common/api/get-options';
import { useProjectNames } from '../../../common/api/get-project-names';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import type { PeerReviewFilter } from '../hooks/use-peer-review-params';
import { peersMessages } from '../../../messages/messages';

type Props = {
  revieweeId: string;
  from: string;
  to: string;
  filter: { projectId?: string; reviewerJobRoleId?: string; reviewerId?: string };
  onChange: (change: PeerReviewFilter) => void;
};

/** The peer whose report is shown, and what narrows it: project, reviewers' job role, one reviewer and dates. */
export function PeerReviewFilters({ revieweeId, from, to, filter, onChange }: Props) {
  const t = useMessages(peersMessages);
  const peers = usePeerPicker();
  const reviewers = usePeerPicker();
  const options = useOptions();
  const projects = useProjectNames();
  return (
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
          onChange={(value: string) => onChange({ peer: value })}
        />
        <Select
          aria-label={t('review.project')}
          allowClear
          placeholder={t('review.allProjects')}
          style={{ width: 200 }}
          value={filter.projectId}
          options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
          onChange={(value?: string) => onChange({ projectId: value })}
        />
        <Select
          aria-label={t('review.reviewerJobRole')}
          allowClear
          placeholder={t('review.anyReviewerJobRole')}
          style={{ width: 200 }}
          value={filter.reviewerJobRoleId}
          options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
          onChange={(value?: string) => onChange({ reviewerJobRoleId: value })}
        />
        <Select
          aria-label={t('review.reviewer')}
          allowClear
          showSearch={{ filterOption: false, onSearch: reviewers.onSearch }}
          placeholder={t('review.anyReviewer')}
          style={{ width: 200 }}
          loading={reviewers.loading}
          value={filter.reviewerId}
          options={reviewers.options}
          onChange={(value?: string) => onChange({ reviewerId: value })}
        />
        <DatePicker.RangePicker
          format={DATE_PICKER_FORMAT}
          aria-label={t('review.dateRange')}
          allowClear={false}
          value={[dayjs(from), dayjs(to)]}
          onChange={(range) =>
            range?.[0] &&
            range[1] &&
            onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })
          }
        />
      </Flex>
    </Card>
  );
}
