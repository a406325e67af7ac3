import { newPasswordSchema } from '@timely/contract';
import type { FormInstance, FormRule } from 'antd';
import type { Translate as TranslateOf } from '@timely/shared-ui';
import type { accountMessages } from './messages/messages';

type Translate = TranslateOf<typeof accountMessages>;

/** The contract's password rule, checked as the user types (the server checks it again). */
export function newPasswordRules(t: Translate): FormRule[] {
  return [
    { required: true, message: t('password.newRequired') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const result = newPasswordSchema.safeParse(value);
        // TODO(#32): the contract's words for the rule are English
        if (!result.success)
          throw new Error(t('password.notAllowed', { problem: result.error.issues[0]?.message ?? 'is not allowed' }));
      },
    },
  ];
}

/** The confirmation must repeat the field named `source`. */
export function confirmRules(t: Translate, source: string): FormRule[] {
  return [
    { required: true, message: t('password.confirmRequired') },
    (form: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== form.getFieldValue(source)) throw new Error(t('password.differ'));
      },
    }),
  ];
}
