import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Flex, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { usersMessages } from '../messages/messages';
import type { UserFilters as Filters } from '../utils/filter-users';
import { USER_DEPARTMENTS, USER_ROLES, USER_STATUSES } from '../utils/user-options';

type UserFiltersProps = {
  filters: Filters;
  filtered: boolean;
  onChange: (next: Partial<Record<'role' | 'status' | 'department' | 'search', string>>) => void;
  onClear: () => void;
};

/** The search box and the role, status and department filters above the users table. */
export function UserFilters({ filters, filtered, onChange, onClear }: UserFiltersProps) {
  const t = useMessages(usersMessages);
  const committed = filters.search ?? '';
  // what this box last wrote to the URL, and the URL's search it last saw
  const [sent, setSent] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const search = useSearchBox(committed, (value) => {
    setSent(value);
    onChange({ search: value });
  });
  // the URL's search changed from elsewhere (Clear filters, back and forward): the box shows it
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== sent) {
      setSent(committed);
      search.setValue(committed);
    }
  }
  const select = (
    key: 'role' | 'status' | 'department',
    options: Array<{ value: string; label: string }>,
    anyLabel: string,
  ) => (
    <Select
      aria-label={t(`users.list.${key}`)}
      value={filters[key] ?? ''}
      onChange={(value: string) => onChange({ [key]: value })}
      options={[{ value: '', label: anyLabel }, ...options]}
      style={{ minWidth: 160 }}
      popupMatchSelectWidth={false}
    />
  );
  return (
    <Flex role="search" aria-label={t('users.list.filters')} gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('users.list.search')}
        aria-label={t('users.list.search')}
        value={search.value}
        onChange={search.onChange}
        onPressEnter={() => {
          setSent(search.value.trim());
          onChange({ search: search.value.trim() });
        }}
        style={{ width: 260, maxWidth: '100%' }}
      />
      {select(
        'role',
        USER_ROLES.map((value) => ({ value, label: t(`users.role.${value}`) })),
        t('users.list.anyRole'),
      )}
      {select(
        'status',
        USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) })),
        t('users.list.anyStatus'),
      )}
      {select(
        'department',
        USER_DEPARTMENTS.map((value) => ({ value, label: t(`users.department.${value}`) })),
        t('users.list.anyDepartment'),
      )}
      {filtered && <Button onClick={onClear}>{t('users.list.clearFilters')}</Button>}
    </Flex>
  );
}
