import type { LeavePolicyEntry } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { Form } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { leaveTypeLabel } from '../utils/leave-format';
import type { kpiMessages } from '../../../messages/messages';

/** The policy table's columns: each type's days per year and carry-over cap, as fields when `canEdit`. */
export function policyColumns(t: Translate<typeof kpiMessages>, canEdit: boolean) {
  return [
    {
      title: t('leave.policy.type'),
      key: 'type',
      render: (_: unknown, entry: LeavePolicyEntry) => leaveTypeLabel(t, entry.type),
    },
    {
      title: t('leave.policy.daysPerYear'),
      key: 'days',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'daysPerYear']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              placeholder={t('leave.balances.noLimit')}
              aria-label={t('leave.policy.daysPerYearAria', { type: leaveTypeLabel(t, entry.type) })}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : (
          (entry.daysPerYear ?? t('leave.balances.noLimit'))
        ),
    },
    {
      title: t('leave.policy.carryOverCap'),
      key: 'cap',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'carryOverCap']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              aria-label={t('leave.policy.carryOverCapAria', { type: leaveTypeLabel(t, entry.type) })}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : (
          entry.carryOverCap
        ),
    },
  ];
}
