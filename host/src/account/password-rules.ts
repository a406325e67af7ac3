import { newPasswordSchema } from '@timely/contract';
import type { FormInstance, FormRule } from 'antd';

/** The contract's password rule, checked as the user types (the server checks it again). */
export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Enter a new password' },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const result = newPasswordSchema.safeParse(value);
      if (!result.success) throw new Error(`The password ${result.error.issues[0]?.message ?? 'is not allowed'}`);
    },
  },
];

/** The confirmation must repeat the field named `source`. */
export function confirmRules(source: string): FormRule[] {
  return [
    { required: true, message: 'Repeat the new password' },
    (form: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== form.getFieldValue(source)) throw new Error('The two passwords differ');
      },
    }),
  ];
}
