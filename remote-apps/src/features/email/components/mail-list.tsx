import { MailOutlined, SearchOutlined } from '@ant-design/icons';
import type { DemoEmail } from '@timely/contract';
import { EmptyState, ErrorState, useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Button, Flex, Input, Skeleton, Typography, theme, type GlobalToken } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMails } from '../api/get-mails';
import { useMarkUnread } from '../api/mark-unread';
import { useMoveMails } from '../api/move-mails';
import { useSetLabels } from '../api/set-labels';
import { isMailFolder, matchesSearch, type MailFilter } from '../utils/mail-filters';
import { filterName } from './folder-pane';
import { LabelMenu, MoveToMenu } from './mail-actions';
import { MailRow } from './mail-row';
import { emailMessages } from '../messages/messages';

/** The mails of a folder or label: search, a selection with its toolbar, and a row per mail that opens it. */
export function MailList({
  filter,
  search,
  onSearch,
}: {
  filter: MailFilter;
  search: string;
  onSearch: (search: string) => void;
}) {
  const t = useMessages(emailMessages);
  const query = useMails(filter);
  const [selected, setSelected] = useState<number[]>([]);
  const folder = filterName(t, filter);
  const visible = useMemo(() => (query.data ?? []).filter((mail) => matchesSearch(mail, search)), [query.data, search]);
  const selectedIds = selected.filter((id) => visible.some((mail) => mail.id === id));
  const select = (id: number, on: boolean) =>
    setSelected((current) =>
      on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
    );

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Input
        aria-label={t('email.search')}
        placeholder={t('email.search')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <MailToolbar filter={filter} mails={visible} selectedIds={selectedIds} onSelect={setSelected} />
      {query.isPending ? (
        <MailListSkeleton label={t('email.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('email.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          description={search.trim() ? t('email.noMatch', { search: search.trim() }) : t('email.empty', { folder })}
        />
      ) : (
        <MailRows mails={visible} label={t('email.list', { folder })} selectedIds={selectedIds} onSelect={select} />
      )}
    </Flex>
  );
}

function MailListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} active avatar={{ size: 'small' }} title={false} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/** Select all, and what can be done with the selection: move, read or unread, a label. */
function MailToolbar({
  filter,
  mails,
  selectedIds,
  onSelect,
}: {
  filter: MailFilter;
  mails: DemoEmail[];
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
}) {
  const t = useMessages(emailMessages);
  const move = useMoveMails();
  const markUnread = useMarkUnread();
  const setLabels = useSetLabels();
  const none = selectedIds.length === 0;
  const all = mails.length > 0 && selectedIds.length === mails.length;
  const chosen = mails.filter((mail) => selectedIds.includes(mail.id));
  return (
    <Flex role="toolbar" aria-label={t('email.toolbar')} align="center" gap={8} wrap>
      <Checkbox
        checked={all}
        indeterminate={!none && !all}
        disabled={mails.length === 0}
        onChange={(event) => onSelect(event.target.checked ? mails.map((mail) => mail.id) : [])}
      >
        {t('email.selectAll')}
      </Checkbox>
      {!none && (
        <Typography.Text type="secondary" aria-live="polite">
          {t('email.selected', { count: selectedIds.length })}
        </Typography.Text>
      )}
      <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
        <MoveToMenu
          current={isMailFolder(filter) ? filter : undefined}
          disabled={none}
          onMove={(folder) => {
            move.mutate({ ids: selectedIds, folder });
            onSelect([]);
          }}
        />
        <Button
          icon={<MailOutlined aria-hidden />}
          disabled={none}
          onClick={() => markUnread.mutate({ ids: selectedIds, unread: false })}
        >
          {t('email.markRead')}
        </Button>
        <Button disabled={none} onClick={() => markUnread.mutate({ ids: selectedIds, unread: true })}>
          {t('email.markUnread')}
        </Button>
        <LabelMenu
          disabled={none}
          present={['personal', 'company', 'important', 'private'].filter(
            (label) => chosen.length > 0 && chosen.every((mail) => mail.labels.includes(label)),
          )}
          onToggle={(label) => setLabels.mutate({ ids: selectedIds, label })}
        />
      </Flex>
    </Flex>
  );
}

/** A row's link shows where the keyboard is, in the theme's primary colour. */
function rowFocusCss(token: GlobalToken): string {
  return `.email-row-link:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:2px;border-radius:${token.borderRadius}px}`;
}

function MailRows({
  mails,
  label,
  selectedIds,
  onSelect,
}: {
  mails: DemoEmail[];
  label: string;
  selectedIds: number[];
  onSelect: (id: number, on: boolean) => void;
}) {
  const { token } = theme.useToken();
  const location = useLocation();
  const returnedFrom = (location.state as { fromMail?: number } | null)?.fromMail;
  useEffect(() => {
    // back from an open mail: the keyboard carries on from its row
    if (returnedFrom !== undefined) document.querySelector<HTMLElement>(`[data-mail-id="${returnedFrom}"]`)?.focus();
  }, [returnedFrom]);
  return (
    <>
      <style>{rowFocusCss(token)}</style>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {mails.map((mail) => (
          <MailRow
            key={mail.id}
            mail={mail}
            selected={selectedIds.includes(mail.id)}
            onSelect={(on) => onSelect(mail.id, on)}
          />
        ))}
      </ul>
    </>
  );
}
