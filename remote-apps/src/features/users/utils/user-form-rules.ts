import type { Translate } from '@timely/shared-ui';
import type { FormRule } from 'antd';
import type { usersMessages } from '../messages/messages';

/** The user form's rules: every message names its field, as the label reads. */
export function userFormRules(t: Translate<typeof usersMessages>) {
  return {
    required: (field: string): FormRule => ({
      required: true,
      whitespace: true,
      message: t('users.edit.required', { field }),
    }),
    max: (field: string, length: number): FormRule => ({
      max: length,
      message: t('users.edit.tooLong', { field, max: length }),
    }),
    // the text as it will be saved (trimmed) must match
    matches: (pattern: RegExp, problem: string): FormRule => ({
      validator: (_, value: unknown) =>
        typeof value !== 'string' || pattern.test(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(problem)),
    }),
    chosen: (field: string): FormRule => ({ required: true, message: t('users.edit.choose', { field }) }),
  };
}

/** The user form's labels, which its messages name too. */
export function userFieldLabels(t: Translate<typeof usersMessages>) {
  return {
    name: t('users.view.name'),
    email: t('users.view.email'),
    role: t('users.view.role'),
    status: t('users.view.status'),
    department: t('users.view.department'),
    company: t('users.view.company'),
    mobile: t('users.view.mobile'),
    website: t('users.view.website'),
  };
}
