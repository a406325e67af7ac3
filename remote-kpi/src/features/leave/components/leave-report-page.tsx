import { isManagerOrAbove, sessionUserAtom } from '@timely/shared-auth';
import { PageHeader } from '@timely/shared-ui';
import { Tabs } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { ApprovalsTab } from './approvals-tab';
import { MyLeaveTab } from './my-leave-tab';
import { PolicyTab } from './policy-tab';
import { ReportTab } from './report-tab';

const TABS = ['mine', 'approvals', 'report', 'policy'] as const;
type Tab = (typeof TABS)[number];

/** /leaveReport: my leave (balances, requests, the form), approvals (level2 and level3), the report with the team calendar, and the policy. */
export function LeaveReportPage() {
  const approver = isManagerOrAbove(useAtomValue(sessionUserAtom));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'approvals' || approver) ? asked : 'mine';
  const items = [
    { key: 'mine', label: 'My leave', children: <MyLeaveTab /> },
    ...(approver ? [{ key: 'approvals', label: 'Approvals', children: <ApprovalsTab /> }] : []),
    { key: 'report', label: 'Report', children: <ReportTab /> },
    { key: 'policy', label: 'Policy', children: <PolicyTab /> },
  ];
  return (
    <>
      <PageHeader title="Leave" subtitle="Requests, approvals with team coverage, balances and the team report" />
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          })
        }
        items={items}
      />
    </>
  );
}
