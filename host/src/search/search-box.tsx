import { hasMessage, useMessages, type Translate } from '@timely/shared-ui';
import { SearchOutlined } from '@ant-design/icons';
import type { SearchGroup } from '@timely/contract';
import { isTransientError, useErrorText } from '@timely/shared-auth';
import { Button, Flex, Spin, Typography, type RefSelectProps } from 'antd';
import { AutoComplete } from '@timely/shared-ui/antd-more';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavbarTinted } from '../layout/navbar-tint';
import { useMainSearch } from './api/get-main-search';
import { hostMessages } from '../messages/messages';

/**
 * Search over pages, projects and peers (spec §7, §9), in groups of at most 4. Arrow keys move through
 * the results and Enter opens one; `/` anywhere on the page jumps into the box.
 */
export function SearchBox() {
  const t = useMessages(hostMessages);
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const navigate = useNavigate();
  const inputRef = useRef<RefSelectProps>(null);
  const tinted = useNavbarTinted();
  const search = useMainSearch(text, focused);
  // results of an earlier text stay off the list: Enter must never open something the user did not search for
  const groups = search.settled ? search.data : undefined;
  // in the portal's language (the server names its groups and pages in English); a dozen options at most,
  // cheap to build on each render
  const options = toOptions(groups ?? [], t);
  useSlashToFocus(inputRef);

  const open = (value: string) => {
    const link = value.slice(value.indexOf('|') + 1);
    setText('');
    inputRef.current?.blur();
    navigate(link);
  };

  const notFound = search.isError ? (
    <Flex justify="space-between" align="center" gap={8}>
      <Typography.Text type="secondary">{errorText(search.error)}</Typography.Text>
      {isTransientError(search.error) && (
        <Button size="small" onClick={() => void search.refetch()}>
          {t('search.retry')}
        </Button>
      )}
    </Flex>
  ) : !search.settled || search.isPending ? (
    <Spin size="small" aria-label={t('search.searching')} />
  ) : (
    <Typography.Text type="secondary">{t('search.noMatch', { text: text.trim() })}</Typography.Text>
  );

  return (
    <AutoComplete
      ref={inputRef}
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      // on a coloured navbar a white box reads better than a tinted one
      variant={tinted ? 'outlined' : 'filled'}
      listHeight={420}
      value={text}
      options={options}
      onChange={setText}
      onSelect={open}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      notFoundContent={focused ? notFound : null}
      defaultActiveFirstOption
      // the server already matched; the option values (group, id, link) are not what the user typed
      showSearch={{ filterOption: false }}
      popupMatchSelectWidth={340}
      // a dozen results at most: no need for a virtual list
      virtual={false}
      style={{ width: '100%', maxWidth: 340 }}
    />
  );
}

type HostMessages = Translate<typeof hostMessages>;

/** A page the portal knows by the server's id (contract's SEARCHABLE_PAGES) in the host's messages; anything else as found. */
function itemTitle(group: SearchGroup, item: SearchGroup['data'][number], t: HostMessages): string {
  const key = `search.page.${item.id}`;
  return group.groupTitle === 'Pages' && hasMessage(hostMessages, key)
    ? t(key as Parameters<HostMessages>[0])
    : item.title;
}

/** A task (issue #49) says its type and priority beside its project: "Atlas · Bug · Urgent"; no priority is left out. */
function itemSubtitle(item: SearchGroup['data'][number], t: HostMessages): string {
  return [
    item.subtitle,
    item.taskType && t(`search.taskType.${item.taskType}`),
    item.priority && item.priority !== 'none' && t(`search.priority.${item.priority}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

function toOptions(groups: readonly SearchGroup[], t: HostMessages) {
  return groups
    .filter((group) => group.data.length > 0)
    .map((group) => ({
      label: (
        <Typography.Text type="secondary" strong style={{ fontSize: 12, textTransform: 'uppercase' }}>
          {t(`search.group.${group.groupTitle}`)}
        </Typography.Text>
      ),
      options: group.data.map((item) => ({
        // a peer and a project may share a name: the value carries the group and the link
        value: `${group.groupTitle}:${item.id}|${item.link}`,
        label: (
          <Flex vertical>
            <Typography.Text>{itemTitle(group, item, t)}</Typography.Text>
            {(item.subtitle || item.taskType) && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {itemSubtitle(item, t)}
              </Typography.Text>
            )}
          </Flex>
        ),
      })),
    }));
}

function useSlashToFocus(inputRef: RefObject<RefSelectProps | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if (event.key === '/' && !typing) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inputRef]);
}
