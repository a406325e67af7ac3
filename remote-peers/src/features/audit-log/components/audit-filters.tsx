import { CloseOutlined } from '@ant-design/icons';
import { AUDIT_KINDS, AUDIT_TARGET_TYPES, type AuditExportQuery } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import { Card, Flex, Tag } from 'antd';
import dayjs from 'dayjs';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import { peersMessages } from '../../../messages/messages';
import { auditKindLabel } from '../utils/audit-labels';

type AuditFiltersProps = {
  filter: AuditExportQuery;
  /** The name of the one target filtered by (from the entries shown), if any. */
  targetLabel: string | undefined;
  onChange: (change: Partial<Record<keyof AuditExportQuery, string | undefined>>) => void;
};

/** Who, which kind of change, about what (a type, or the one thing picked in a row) and which days. */
export function AuditFilters({ filter, targetLabel, onChange }: AuditFiltersProps) {
  const t = useMessages(peersMessages);
  const actors = usePeerPicker();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label={t('audit.who')}
          allowClear
          showSearch={{ filterOption: false, onSearch: actors.onSearch }}
          placeholder={t('audit.anyone')}
          style={{ width: 220 }}
          loading={actors.loading}
          value={filter.actorId}
          options={actors.options}
          onChange={(value?: string) => onChange({ actorId: value })}
        />
        <Select
          aria-label={t('audit.what')}
          allowClear
          placeholder={t('audit.anyChange')}
          style={{ width: 220 }}
          value={filter.kind}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabel(t, kind) }))}
          onChange={(value?: string) => onChange({ kind: value })}
        />
        <Select
          aria-label={t('audit.targetType')}
          allowClear
          placeholder={t('audit.anything')}
          style={{ width: 200 }}
          value={filter.targetType}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targetType.${type}`) }))}
          // a type of its own drops the one thing picked before
          onChange={(value?: string) => onChange({ targetType: value, targetId: undefined })}
        />
        <DatePicker.RangePicker
          aria-label={t('audit.days')}
          format={DATE_PICKER_FORMAT}
          value={filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null}
          onChange={(range) =>
            onChange({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        {filter.targetId && (
          <Tag
            closable
            closeIcon={<CloseOutlined aria-label={t('audit.clearTarget')} />}
            onClose={() => onChange({ targetId: undefined })}
          >
            {t('audit.thisTarget', { target: targetLabel ?? '' })}
          </Tag>
        )}
      </Flex>
    </Card>
  );
}
