import { isManagerOrAbove, sessionUserAtom } from '@timely/shared-auth';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Tabs } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { ApprovalsTab } from './approvals-tab';
import { MyLeaveTab } from './my-leave-tab';
import { PolicyTab } from './policy-tab';
import { ReportTab } from './report-tab';
import { kpiMessages } from '../../../messages/messages';

const TABS = ['mine', 'approvals', 'report', 'policy'] as const;
type Tab = (typeof TABS)[number];

/** /leaveReport: my leave (balances, requests, the form), approvals (level2 and level3), the report with the team calendar, and the policy. */
export function LeaveReportPage() {
  const t = useMessages(kpiMessages);
  const approver = isManagerOrAbove(useAtomValue(sessionUserAtom));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'approvals' || approver) ? asked : 'mine';
  const items = [
    { key: 'mine', label: t('leave.tab.mine'), children: <MyLeaveTab /> },
    ...(approver ? [{ key: 'approvals', label: t('leave.tab.approvals'), children: <ApprovalsTab /> }] : []),
    { key: 'report', label: t('leave.tab.report'), children: <ReportTab /> },
    { key: 'policy', label: t('leave.tab.policy'), children: <PolicyTab /> },
  ];
  return (
    <>
      <PageHeader title={t('leave.title')} subtitle={t('leave.subtitle')} />
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
