import { DownOutlined, LoadingOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, type MenuProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortalMenuItem } from './menu-types';

type AntdItems = NonNullable<MenuProps['items']>;

/** A menu icon beside its words: hidden from screen readers, or they would read its English name ("folder-open") first. */
const beside = (icon: ReactNode) =>
  isValidElement(icon)
    ? cloneElement(icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true })
    : icon;

/**
 * The menu config as antd Menu items. Each link's title is an English fragment isolated from the page's
 * direction (<bdi>), so a right-to-left page keeps "360 Peer feedback" in its order. Leaf keys are the links (so the current path selects its item);
 * groups are keyed by id. The horizontal menu has no room for section headers, so they become popups.
 */
export function toAntdItems(items: readonly PortalMenuItem[], mode: 'inline' | 'horizontal'): AntdItems {
  return items.map((item) => {
    switch (item.type) {
      case 'groupHeader':
        return mode === 'inline'
          ? {
              type: 'group' as const,
              key: item.id,
              label: item.title,
              children: toAntdItems(item.children ?? [], mode),
            }
          : { key: item.id, label: item.title, children: toAntdItems(item.children ?? [], mode) };
      case 'collapse':
        return {
          key: item.id,
          icon: beside(item.icon),
          label: item.title,
          children: toAntdItems(item.children ?? [], mode),
        };
      case 'noProjects':
        return { key: item.id, label: item.title, disabled: true };
      case 'viewButtonMore':
      case 'viewButtonLess':
        return {
          key: item.id,
          label: item.title,
          icon: beside(item.type === 'viewButtonMore' ? <DownOutlined /> : <UpOutlined />),
        };
      case 'status':
        return {
          key: item.id,
          label: item.title,
          disabled: item.disabled,
          icon: beside(item.disabled ? <LoadingOutlined /> : <ReloadOutlined />),
        };
      case 'external-link':
        return {
          key: item.id,
          icon: beside(item.icon),
          disabled: item.disabled,
          label: (
            <a href={item.navLink} target="_blank" rel="noopener noreferrer">
              <bdi>{item.title}</bdi>
              <ItemBadge item={item} />
            </a>
          ),
        };
      case 'item':
        return {
          key: item.navLink ?? item.id,
          icon: beside(item.icon),
          disabled: item.disabled,
          label: (
            <Link
              to={item.navLink ?? '#'}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener noreferrer' : undefined}
            >
              <bdi>{item.title}</bdi>
              <ItemBadge item={item} />
            </Link>
          ),
        };
    }
  });
}

function ItemBadge({ item }: { item: PortalMenuItem }) {
  if (!item.badgeText) return null;
  const color =
    item.badge === 'danger'
      ? 'red'
      : item.badge === 'success'
        ? 'green'
        : item.badge === 'warning'
          ? 'orange'
          : item.badge === 'info'
            ? 'cyan'
            : 'purple';
  return <Badge count={item.badgeText} color={color} style={{ marginInlineStart: 8 }} />;
}
