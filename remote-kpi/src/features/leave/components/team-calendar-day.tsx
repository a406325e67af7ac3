import type { LeaveReport } from '@timely/contract';
import { formatDate, useMessages } from '@timely/shared-ui';
import { Tooltip, theme } from 'antd';
import { LEAVE_TYPE_COLORS, leaveStatusLabel, leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

type Absence = LeaveReport['absences'][number];

const cell = {
  minWidth: 24,
  height: 28,
  borderRadius: 4,
  fontSize: 11,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

type Props = {
  iso: string;
  name: string;
  absence: Absence | undefined;
  /** The company's weekend or a public holiday: shaded, never shown as leave. */
  off: boolean;
  holiday: string | undefined;
};

/** One peer's day: filled for approved leave (with the type's initial), outlined for pending. */
export function TeamCalendarDay({ iso, name, absence, off, holiday }: Props) {
  const { token } = theme.useToken();
  const t = useMessages(kpiMessages);
  // no type: the server shows this colleague as away only (docs/privacy.md)
  const color = absence
    ? absence.type
      ? token[`${LEAVE_TYPE_COLORS[absence.type]}-5` as keyof typeof token]
      : token.colorTextTertiary
    : undefined;
  const kind = absence?.type ? leaveTypeLabel(t, absence.type) : t('leave.calendar.away');
  const label =
    absence && !off
      ? t('leave.calendar.cell', {
          name,
          kind,
          status: leaveStatusLabel(t, absence.status),
          day: formatDate(iso),
        })
      : (holiday ?? '');
  return (
    <td key={iso} style={{ padding: 0 }}>
      <Tooltip title={label || undefined}>
        <div
          aria-label={label || undefined}
          style={{
            ...cell,
            background: off ? token.colorFillTertiary : absence?.status === 'approved' ? String(color) : 'transparent',
            border:
              absence && !off && absence.status === 'pending'
                ? `1px dashed ${String(color)}`
                : `1px solid ${token.colorBorderSecondary}`,
            color: token.colorWhite,
          }}
        >
          {absence && !off && absence.status === 'approved' ? kind[0] : ''}
        </div>
      </Tooltip>
    </td>
  );
}
