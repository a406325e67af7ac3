import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { useInlineDraft } from '../hooks/use-inline-draft';

type InlineTextProps = {
  /** The field's name, for the box ("Estimate"). */
  label: string;
  /** What the edit button says ("Edit estimate"). */
  editLabel: string;
  value: string;
  /** What shows while not editing. */
  children: ReactNode;
  editable: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Saves the new text; a rejection (the server's refusal) keeps the box open with its message. */
  onSave: (value: string) => Promise<unknown>;
};

/**
 * A field of the task page edited where it stands, as in Jira: its pencil opens a box, Enter (Ctrl+Enter
 * in a long text) or Save keeps it, Escape or Cancel leaves it as it was.
 */
export function InlineText({
  label,
  editLabel,
  value,
  children,
  editable,
  multiline = false,
  maxLength,
  onSave,
}: InlineTextProps) {
  const t = useMessages(projectsMessages);
  const { draft, setDraft, saving, error, cancel, save, onKeyDown } = useInlineDraft(value, multiline, onSave);
  if (draft === null) {
    return (
      <Flex gap={4} align="flex-start" style={{ minWidth: 0 }}>
        <div style={{ minWidth: 0, flex: '0 1 auto' }}>{children}</div>
        {editable && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={editLabel}
            onClick={() => setDraft(value)}
          />
        )}
      </Flex>
    );
  }
  // a limit is shown as a count, so a pasted text is never cut without the reader seeing why
  const box = {
    'aria-label': label,
    value: draft,
    maxLength,
    showCount: maxLength !== undefined,
    autoFocus: true,
    onKeyDown,
    disabled: saving,
  };
  return (
    <Flex vertical gap={6} style={{ width: '100%' }}>
      {multiline ? (
        <Input.TextArea
          {...box}
          autoSize={{ minRows: 3, maxRows: 12 }}
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : (
        <Input {...box} onChange={(event) => setDraft(event.target.value)} />
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <Flex gap={8}>
        <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
          {t('projects.form.save')}
        </Button>
        <Button size="small" onClick={cancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
