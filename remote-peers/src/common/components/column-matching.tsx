import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Alert, Flex, Typography } from 'antd';
import { peersMessages } from '../../messages/messages';

type ColumnMatchingProps<Field extends string> = {
  /** Each header of the sheet, in its order, and the field the server matched it to (null: not imported). */
  columns: Array<{ header: string; column: Field | null }>;
  /** The fields a column may fill, with their names in the reader's language. */
  fields: Array<{ value: Field; label: string }>;
  missing: Field[];
  disabled: boolean;
  /** The whole matching with one header changed: every header to a field or null (not imported). */
  onChange: (mapping: Record<string, Field | null>) => void;
};

const NOT_IMPORTED = '';

/**
 * An import's mapping step: each header of the sheet and the field its cells go to, as the server matched
 * it (the company's last import first, then the header's spelling). Choosing a field another header has
 * frees that header; the import remembers the matching for the next sheet.
 */
export function ColumnMatching<Field extends string>({
  columns,
  fields,
  missing,
  disabled,
  onChange,
}: ColumnMatchingProps<Field>) {
  const t = useMessages(peersMessages);
  const named = columns.filter((entry) => entry.header);
  const labelOf = (field: Field) => fields.find((entry) => entry.value === field)?.label ?? field;
  const choose = (position: number, column: Field | null) =>
    onChange(
      Object.fromEntries(
        named.map((entry, index) => [
          entry.header,
          index === position ? column : column !== null && entry.column === column ? null : entry.column,
        ]),
      ),
    );
  return (
    <Flex vertical gap={12}>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('import.match.missing', { fields: missing.map(labelOf).join(t('import.columnSeparator')) })}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('import.match.text')}
      </Typography.Paragraph>
      <ul aria-label={t('import.match.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {named.map((entry, position) => (
          <li key={`${position}-${entry.header}`} style={{ marginBottom: 8 }}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong translate="no" style={{ flex: '0 1 220px', minWidth: 0 }} ellipsis>
                {entry.header}
              </Typography.Text>
              <Select<string>
                aria-label={t('import.match.fieldOf', { header: entry.header })}
                value={entry.column ?? NOT_IMPORTED}
                disabled={disabled}
                style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 360 }}
                onChange={(value) => choose(position, value === NOT_IMPORTED ? null : (value as Field))}
                options={[...fields, { value: NOT_IMPORTED, label: t('import.match.notImported') }]}
              />
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
