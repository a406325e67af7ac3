import { PEER_IMPORT_COLUMNS, type PeerImportColumn, type PeerImportPreview } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Alert, Flex, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { FIELD_LABELS } from './import-preview-table';

type ColumnMatchingProps = {
  columns: PeerImportPreview['columns'];
  missing: PeerImportColumn[];
  disabled: boolean;
  /** The whole matching with one header changed: every header to a field or null (not imported). */
  onChange: (mapping: Record<string, PeerImportColumn | null>) => void;
};

const NOT_IMPORTED = '';

/**
 * The mapping step: each header of the sheet and the field its cells go to, as the server matched it (the
 * company's last import first, then the header's spelling). Choosing a field another header has frees that
 * header; the import remembers the matching for the next sheet.
 */
export function ColumnMatching({ columns, missing, disabled, onChange }: ColumnMatchingProps) {
  const t = useMessages(peersMessages);
  const choose = (position: number, column: PeerImportColumn | null) =>
    onChange(
      Object.fromEntries(
        columns
          .filter((entry) => entry.header)
          .map((entry, index) => [
            entry.header,
            index === position ? column : entry.column === column && column !== null ? null : entry.column,
          ]),
      ),
    );
  const named = columns.filter((entry) => entry.header);
  return (
    <Flex vertical gap={12}>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('import.match.missing', {
            fields: missing.map((field) => t(FIELD_LABELS[field])).join(t('import.columnSeparator')),
          })}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('import.match.text')}
      </Typography.Paragraph>
      <ul aria-label={t('import.match.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {named.map((entry, position) => (
          <li key={`${position}-${entry.header}`} style={{ marginBottom: 8 }}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong translate="no" style={{ flex: '1 1 160px', minWidth: 0 }} ellipsis>
                {entry.header}
              </Typography.Text>
              <Select<string>
                aria-label={t('import.match.fieldOf', { header: entry.header })}
                value={entry.column ?? NOT_IMPORTED}
                disabled={disabled}
                style={{ flex: '1 1 200px', minWidth: 0 }}
                onChange={(value) => choose(position, value === NOT_IMPORTED ? null : (value as PeerImportColumn))}
                options={[
                  ...PEER_IMPORT_COLUMNS.map((field) => ({ value: field, label: t(FIELD_LABELS[field]) })),
                  { value: NOT_IMPORTED, label: t('import.match.notImported') },
                ]}
              />
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
