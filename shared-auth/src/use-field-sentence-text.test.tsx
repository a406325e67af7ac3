import { renderHook, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { formatDate, setPortalLanguage } from '@timely/shared-ui';
import type { FieldError } from '@timely/contract';
import { useFieldSentenceText } from './use-field-sentence-text';

function renderIn(language: 'en' | 'de' | 'ar') {
  setPortalLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider locale={{ locale: language } as Locale}>{children}</ConfigProvider>
  );
  return renderHook(() => useFieldSentenceText(), { wrapper });
}

const common: FieldError = {
  field: 'password',
  message: 'is one of the most common passwords, which attackers try first: choose another',
  code: 'field.commonPassword',
};
const outOfRange: FieldError = {
  field: 'startDate',
  message: 'must be between 2000-01-01 and 2100-12-31',
  code: 'field.between',
  params: { minimum: '2000-01-01', maximum: '2100-12-31' },
};
const inRow: FieldError = { field: 'items.1.name', message: 'is required', code: 'field.required' };

afterEach(() => setPortalLanguage('en', ['en-US']));

it('names the field in English, as its form labels it', async () => {
  const { result } = renderIn('en');
  await waitFor(() =>
    expect(result.current(outOfRange)).toBe(
      `Start date must be between ${formatDate('2000-01-01')} and ${formatDate('2100-12-31')}.`,
    ),
  );
  expect(result.current(common)).toBe(
    'Password is one of the most common passwords, which attackers try first: choose another.',
  );
  expect(result.current(inRow)).toBe('Name (row 2) is required.');
  // a message without a code keeps the server's words, still after its field's label
  expect(result.current({ field: 'startDate', message: 'is odd in a new way.' })).toBe(
    'Start date is odd in a new way.',
  );
});

it('names the field in German and Arabic', async () => {
  const german = renderIn('de');
  await waitFor(() => expect(german.result.current(common)).toMatch(/^Passwort gehört zu den häufigsten/));
  expect(german.result.current(outOfRange)).toBe(
    `Startdatum muss zwischen ${formatDate('2000-01-01')} und ${formatDate('2100-12-31')} liegen.`,
  );
  german.unmount();
  const arabic = renderIn('ar');
  await waitFor(() => expect(arabic.result.current(common)).toMatch(/^كلمة المرور من أكثر/));
  expect(arabic.result.current(inRow)).toBe('الاسم (الصف 2) مطلوب.');
});
