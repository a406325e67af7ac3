import { render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { PortalMenuItem } from './menu-types';
import { toAntdItems } from './to-antd-items';

const items: PortalMenuItem[] = [
  { id: 'docs', title: 'Handbook', type: 'external-link', navLink: 'https://handbook.test/' },
  { id: 'report', title: 'Report', type: 'item', navLink: '/report', newTab: true, badge: 'danger', badgeText: 'New' },
  { id: 'soon', title: 'Coming soon', type: 'item', navLink: '/soon', disabled: true },
];

it("renders the spec's menu-item fields: external links, new tabs, badges, disabled items", () => {
  render(
    <MemoryRouter>
      <Menu mode="inline" items={toAntdItems(items, 'inline')} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Handbook' })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Handbook' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: /Report/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Coming soon' })).toHaveAttribute('aria-disabled', 'true');
});
