import { PlusOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { Badge, Button, Flex, Typography, theme } from 'antd';
import type { GlobalToken } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { todoMessages } from '../messages/messages';
import { TASK_TAGS, TODO_FILTERS, tagColorOf, type TagColor } from '../utils/todo-filters';

const DOT_TOKENS: Record<TagColor, keyof GlobalToken> = {
  primary: 'colorPrimary',
  warning: 'colorWarning',
  success: 'colorSuccess',
  danger: 'colorError',
};

type TodoNavProps = { current: string; onAdd: () => void };

/** The left pane: "Add task", the five filters, then the tags with their colours; each one is a link. */
export function TodoNav({ current, onAdd }: TodoNavProps) {
  const t = useMessages(todoMessages);
  const { token } = theme.useToken();
  const linkStyle = (active: boolean) => ({
    display: 'block',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderRadius: token.borderRadius,
    // the theme's text colour on the selected tint: readable in both themes; the bar at its start marks it too
    color: token.colorText,
    background: active ? token.colorPrimaryBg : 'transparent',
    borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
    fontWeight: active ? token.fontWeightStrong : undefined,
  });
  const link = (filter: string, label: ReactNode) => (
    <li key={filter}>
      <NavLink
        to={`/todo/${filter}`}
        style={linkStyle(filter === current)}
        aria-current={filter === current ? 'page' : undefined}
      >
        {label}
      </NavLink>
    </li>
  );
  const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 } as const;
  return (
    <nav aria-label={t('todo.nav.label')} style={{ flex: '1 1 200px', maxWidth: '100%', minWidth: 0 }}>
      <Flex vertical gap={token.marginSM}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} block onClick={onAdd}>
          {t('todo.add')}
        </Button>
        <ul style={listStyle}>{TODO_FILTERS.map((filter) => link(filter, t(`todo.filter.${filter}`)))}</ul>
        <Typography.Text type="secondary" id="todo-tags-heading" style={{ paddingInline: token.paddingSM }}>
          {t('todo.nav.tags')}
        </Typography.Text>
        <ul style={listStyle} aria-labelledby="todo-tags-heading">
          {TASK_TAGS.map((tag) =>
            link(
              tag,
              <Badge
                color={token[DOT_TOKENS[tagColorOf(tag) ?? 'primary']] as string}
                text={<span style={{ color: 'inherit' }}>{t(`todo.tag.${tag}`)}</span>}
              />,
            ),
          )}
        </ul>
      </Flex>
    </nav>
  );
}
