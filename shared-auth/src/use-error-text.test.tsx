import { renderHook, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { formatDate, setPortalLanguage } from '@timely/shared-ui';
import { ApiError } from './api-error';
import { useErrorText } from './use-error-text';
import { useFieldErrorText } from './use-field-error-text';

/** Both hooks as a screen in `language` would use them. */
function renderIn(language: 'en' | 'de' | 'ar') {
  setPortalLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider locale={{ locale: language } as Locale}>{children}</ConfigProvider>
  );
  return renderHook(() => ({ errorText: useErrorText(), fieldText: useFieldErrorText() }), { wrapper });
}

const closePlanned = new ApiError(
  409,
  'Conflict',
  'This sprint has not started yet: a planned sprint cannot be closed. Start it first, or delete it.',
  [],
  'req-1',
  'sprint.closePlanned',
);
const overlap = new ApiError(
  409,
  'Conflict',
  'These dates overlap your pending annual leave from 2026-12-01 to 2026-12-03.',
  [],
  'req-2',
  'leave.overlap',
  { status: 'pending', type: 'annual', fromDate: '2026-12-01', toDate: '2026-12-03' },
);
const invalid = new ApiError(
  400,
  'Bad Request',
  'Please correct these fields and try again: Email is required; Current password must be at most 72 characters.',
  [
    { field: 'email', message: 'is required', code: 'field.required' },
    {
      field: 'currentPassword',
      message: 'must be at most 72 characters',
      code: 'field.tooLong',
      params: { maximum: 72 },
    },
  ],
  'req-3',
  'request.invalidFields',
);
const newerServer = new ApiError(409, 'Conflict', 'A message from a newer server.', [], 'req-4', 'sprint.somethingNew');

afterEach(() => setPortalLanguage('en', ['en-US']));

it('says a known code in German, with its values and days in the reader’s style, and names the fields', async () => {
  const { result } = renderIn('de');
  await waitFor(() =>
    expect(result.current.errorText(closePlanned)).toBe(
      'Dieser Sprint hat noch nicht begonnen: Ein geplanter Sprint kann nicht abgeschlossen werden. Starten Sie ihn zuerst oder löschen Sie ihn.',
    ),
  );
  expect(result.current.errorText(overlap)).toBe(
    `Diese Tage überschneiden sich mit Ihrem Urlaub (pending, annual) vom ${formatDate('2026-12-01')} bis ${formatDate('2026-12-03')}.`,
  );
  expect(result.current.errorText(invalid)).toBe(
    'Bitte korrigieren Sie diese Felder und versuchen Sie es erneut: E-Mail ist erforderlich; Aktuelles Passwort darf höchstens 72 Zeichen haben.',
  );
  expect(result.current.fieldText(invalid.details[0]!)).toBe('ist erforderlich');
  expect(result.current.fieldText(invalid.details[1]!)).toBe('darf höchstens 72 Zeichen haben');
});

it('says a known code in Arabic, field labels and rows included', async () => {
  const { result } = renderIn('ar');
  const oneField = new ApiError(
    400,
    'Bad Request',
    'Current password is incorrect.',
    [{ field: 'currentPassword', message: 'is incorrect', code: 'field.incorrect' }],
    'req-5',
    'request.invalidField',
  );
  await waitFor(() => expect(result.current.errorText(oneField)).toBe('كلمة المرور الحالية غير صحيحة.'));
  expect(result.current.errorText(closePlanned)).toBe(
    'لم يبدأ هذا السباق بعد: لا يمكن إغلاق سباق مخطط. ابدأه أولًا أو احذفه.',
  );
  const inRow = new ApiError(
    400,
    'Bad Request',
    'Name (row 2) is required.',
    [{ field: 'items.1.name', message: 'is required', code: 'field.required' }],
    'req-6',
    'request.invalidField',
  );
  expect(result.current.errorText(inRow)).toBe('الاسم (الصف 2) مطلوب.');
});

it("shows the server's English for a code it does not know, and for a field message without a code", async () => {
  const { result } = renderIn('de');
  await waitFor(() => expect(result.current.errorText(closePlanned)).toMatch(/^Dieser Sprint/));
  expect(result.current.errorText(newerServer)).toBe('A message from a newer server.');
  expect(result.current.fieldText({ field: 'email', message: 'is odd in a new way' })).toBe('is odd in a new way');
  const partlyCoded = new ApiError(
    400,
    'Bad Request',
    'Please correct these fields and try again: Email is odd in a new way.',
    [{ field: 'email', message: 'is odd in a new way' }],
    'req-7',
    'request.invalidFields',
  );
  expect(result.current.errorText(partlyCoded)).toBe(partlyCoded.message);
});

it('keeps the reference of a server fault in the translated message', async () => {
  const { result } = renderIn('de');
  const fault = new ApiError(
    500,
    'Internal Server Error',
    'Something went wrong on the server. (reference r-9)',
    [],
    'r-9',
    'server.failed',
  );
  await waitFor(() =>
    expect(result.current.errorText(fault)).toBe('Auf dem Server ist etwas schiefgelaufen. (Referenz r-9)'),
  );
});
