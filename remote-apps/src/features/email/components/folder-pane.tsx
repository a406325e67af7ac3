import {
  DeleteOutlined,
  EditOutlined,
  InboxOutlined,
  SendOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { portalHref, type Translate, useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useMails } from '../api/get-mails';
import { MAIL_LABELS, isMailFolder, type MailFilter } from '../utils/mail-filters';
import { LabelDot } from './mail-labels';
import { emailMessages } from '../messages/messages';

type EmailTranslate = Translate<typeof emailMessages>;

const FOLDER_ICONS: Record<string, ReactNode> = {
  inbox: <InboxOutlined aria-hidden />,
  sent: <SendOutlined aria-hidden />,
  draft: <EditOutlined aria-hidden />,
  starred: <StarOutlined aria-hidden />,
  spam: <WarningOutlined aria-hidden />,
  trash: <DeleteOutlined aria-hidden />,
};

/** The left pane's folders, in the template's order. */
const PANE_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;

export function filterName(t: EmailTranslate, filter: MailFilter): string {
  if (isMailFolder(filter) || filter === 'starred') return t(`email.folder.${filter}`);
  return t(`email.label.${filter}`);
}

export function filterHref(filter: MailFilter): string {
  return portalHref('email', { folder: filter });
}

type Count = { shown: number; said: string };

/** What each folder's count says: unread mails in the inbox and spam, the drafts in draft. */
function useFolderCounts(t: EmailTranslate): Partial<Record<MailFilter, Count>> {
  const inbox = useMails('inbox').data;
  const draft = useMails('draft').data;
  const spam = useMails('spam').data;
  const unread = (mails: typeof inbox): Count | undefined => {
    const count = mails?.filter((mail) => mail.unread).length ?? 0;
    return count > 0 ? { shown: count, said: t('email.unreadCount', { count }) } : undefined;
  };
  return {
    inbox: unread(inbox),
    spam: unread(spam),
    draft:
      draft && draft.length > 0
        ? { shown: draft.length, said: t('email.draftCount', { count: draft.length }) }
        : undefined,
  };
}

/** The folders and labels as a navigation pane: the open one is marked, each with its count. */
export function FolderPane() {
  const t = useMessages(emailMessages);
  const counts = useFolderCounts(t);
  const { token } = theme.useToken();
  const item = (filter: MailFilter, icon: ReactNode) => (
    <li key={filter}>
      <NavLink
        to={filterHref(filter)}
        aria-label={counts[filter] ? `${filterName(t, filter)}, ${counts[filter].said}` : undefined}
        className="email-pane-link"
        style={({ isActive }) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '6px 12px',
          borderRadius: token.borderRadius,
          color: token.colorText,
          fontWeight: isActive ? 600 : undefined,
          background: isActive ? token.colorFillSecondary : undefined,
          borderInlineStart: `3px solid ${isActive ? token.colorPrimary : 'transparent'}`,
        })}
      >
        {icon}
        <span style={{ flex: 1 }}>{filterName(t, filter)}</span>
        {counts[filter] && (
          <span
            aria-hidden
            style={{
              minWidth: 22,
              padding: '0 6px',
              borderRadius: 10,
              textAlign: 'center',
              fontSize: token.fontSizeSM,
              background: token.colorFillSecondary,
              color: token.colorText,
            }}
          >
            {counts[filter].shown}
          </span>
        )}
      </NavLink>
    </li>
  );
  const listStyle = {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
  } as const;
  return (
    <nav aria-label={t('email.folders')}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Title level={4} style={{ fontSize: token.fontSize, margin: '0 0 8px' }}>
            {t('email.foldersHeading')}
          </Typography.Title>
          <ul style={listStyle}>{PANE_FOLDERS.map((folder) => item(folder, FOLDER_ICONS[folder]))}</ul>
        </div>
        <div>
          <Typography.Title level={4} style={{ fontSize: token.fontSize, margin: '0 0 8px' }}>
            {t('email.labelsHeading')}
          </Typography.Title>
          <ul style={listStyle}>{MAIL_LABELS.map((label) => item(label, <LabelDot label={label} size={10} />))}</ul>
        </div>
      </Flex>
    </nav>
  );
}

/** On a narrow screen, the folders and labels as one select above the list. */
export function FolderSelect({ value }: { value: MailFilter }) {
  const t = useMessages(emailMessages);
  const counts = useFolderCounts(t);
  const navigate = useNavigate();
  const option = (filter: MailFilter) => ({
    value: filter,
    label: counts[filter] ? `${filterName(t, filter)} (${counts[filter].said})` : filterName(t, filter),
  });
  return (
    <Select
      aria-label={t('email.folderSelect')}
      value={value}
      style={{ width: '100%' }}
      onChange={(next: MailFilter) => void navigate(filterHref(next))}
      options={[
        { label: t('email.foldersHeading'), title: t('email.foldersHeading'), options: PANE_FOLDERS.map(option) },
        { label: t('email.labelsHeading'), title: t('email.labelsHeading'), options: MAIL_LABELS.map(option) },
      ]}
    />
  );
}
