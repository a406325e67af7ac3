import type { LeaveDecisionBody, LeaveRequest } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages, useScreen } from '@timely/shared-ui';
import { Alert, Drawer, Flex } from 'antd';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { useCoverage } from '../api/get-coverage';
import { useLeaveDecision } from '../hooks/use-leave-decision';
import { kpiMessages } from '../../../messages/messages';
import { CoverageSections } from './coverage-sections';
import { DecisionForm } from './decision-form';
import { LeaveRequestDetails } from './leave-request-details';

type DecisionDrawerProps = {
  request: LeaveRequest | null;
  onClose: () => void;
  decide: (id: string, body: LeaveDecisionBody) => Promise<unknown>;
};

/**
 * What an approver sees before deciding: who else on the requester's projects is away on those dates,
 * the share of each team left, the colleagues' answers and the balance; then approve or reject with a note.
 */
export function DecisionDrawer({ request, onClose, decide }: DecisionDrawerProps) {
  const t = useMessages(kpiMessages);
  const coverage = useCoverage(request?._id ?? null);
  const decision = useLeaveDecision(request, onClose, decide);
  const { confirmOverdraw, setConfirmOverdraw, close } = decision;
  const notPhone = useScreen('sm');
  const overdraw =
    coverage.data?.balanceAfter !== null && coverage.data?.balanceAfter !== undefined && coverage.data.balanceAfter < 0;
  return (
    <Drawer
      title={request ? t('leave.decision.title', { name: request.peer.name }) : t('leave.title')}
      open={Boolean(request)}
      onClose={close}
      size={notPhone ? 520 : '100%'}
      destroyOnHidden
    >
      {request && (
        <Flex vertical gap={16}>
          <LeaveRequestDetails request={request} />
          {coverage.isPending ? (
            <LoadingState label={t('leave.decision.loadingCoverage')} />
          ) : coverage.isError ? (
            <QueryErrorState query={coverage} title={t('leave.decision.coverageError')} />
          ) : (
            <>
              <CoverageSections coverage={coverage.data} />
              {overdraw && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('leave.decision.overdraw', {
                    type: t(`leave.typeLower.${request.type}`),
                    balance: coverage.data.balanceAfter ?? 0,
                  })}
                  description={
                    <Checkbox checked={confirmOverdraw} onChange={(event) => setConfirmOverdraw(event.target.checked)}>
                      {t('leave.decision.approveBelowZero')}
                    </Checkbox>
                  }
                />
              )}
            </>
          )}
          {request.canDecide && <DecisionForm decision={decision} overdraw={overdraw} />}
        </Flex>
      )}
    </Drawer>
  );
}
