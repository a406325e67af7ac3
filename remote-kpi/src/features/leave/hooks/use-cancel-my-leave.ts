import type { LeaveRequest } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { kpiMessages } from '../../../messages/messages';

/** Cancels one of the user's own requests and says whether it went through. */
export function useCancelMyLeave() {
  const t = useMessages(kpiMessages);
  const cancel = useCancelLeaveRequest();
  const { message } = App.useApp();
  return async (request: LeaveRequest) => {
    try {
      await cancel.mutateAsync(request._id);
      message.success(t('leave.mine.cancelled'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('leave.mine.cancelError'));
    }
  };
}
