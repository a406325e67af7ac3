import { CheckOutlined, FolderOutlined, TagOutlined } from '@ant-design/icons';
import type { DemoEmailLabel, DemoMailFolder } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Dropdown, Flex } from 'antd';
import { MAIL_FOLDERS, MAIL_LABELS } from '../utils/mail-filters';
import { filterName } from './folder-pane';
import { LabelDot } from './mail-labels';
import { emailMessages } from '../messages/messages';

/** "Move to" a folder other than the mails' own. */
export function MoveToMenu({
  current,
  disabled,
  onMove,
}: {
  current?: string;
  disabled?: boolean;
  onMove: (folder: DemoMailFolder) => void;
}) {
  const t = useMessages(emailMessages);
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      autoFocus
      menu={{
        items: MAIL_FOLDERS.filter((folder) => folder !== current).map((folder) => ({
          key: folder,
          label: t('email.moveToFolder', { folder: filterName(t, folder) }),
        })),
        onClick: ({ key }) => onMove(key as DemoMailFolder),
      }}
    >
      <Button icon={<FolderOutlined aria-hidden />} disabled={disabled}>
        {t('email.moveTo')}
      </Button>
    </Dropdown>
  );
}

/** Toggles a label; `present` marks the labels the mail(s) all carry. */
export function LabelMenu({
  present = [],
  disabled,
  onToggle,
}: {
  present?: readonly string[];
  disabled?: boolean;
  onToggle: (label: DemoEmailLabel) => void;
}) {
  const t = useMessages(emailMessages);
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      autoFocus
      menu={{
        items: MAIL_LABELS.map((label) => ({
          key: label,
          title: t('email.toggleLabelNamed', { label: filterName(t, label) }),
          label: (
            <Flex align="center" gap={8}>
              <LabelDot label={label} />
              <span style={{ flex: 1 }}>{filterName(t, label)}</span>
              {present.includes(label) && <CheckOutlined aria-hidden />}
            </Flex>
          ),
          role: 'menuitemcheckbox',
          'aria-checked': present.includes(label),
        })),
        onClick: ({ key }) => onToggle(key as DemoEmailLabel),
      }}
    >
      <Button icon={<TagOutlined aria-hidden />} disabled={disabled}>
        {t('email.toggleLabel')}
      </Button>
    </Dropdown>
  );
}
