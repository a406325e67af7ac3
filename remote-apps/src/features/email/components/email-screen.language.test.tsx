import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderApps } from '../../../testing/render-apps';
import { fakeMailApi, mail } from '../testing/fake-mail-api';
import { EmailScreen } from './email-screen';

jest.setTimeout(120_000);

function setup(language: 'de' | 'ar', route = '/email/inbox') {
  const api = fakeMailApi([
    mail({ subject: 'Quarterly numbers', unread: true, labels: ['private'] }),
    mail({ subject: 'Old VPN instructions', mailFolder: 'trash' }),
  ]);
  return renderApps(
    <Routes>
      <Route path="/email/:folder" element={<EmailScreen />} />
    </Routes>,
    { client: api.client, route, language },
  );
}

it('speaks German: folders, the toolbar and an empty folder', async () => {
  setup('de', '/email/spam');
  expect(await screen.findByRole('heading', { name: 'E-Mail' })).toBeInTheDocument();
  expect(await screen.findByText('Keine Mails in Spam')).toBeInTheDocument();
  const toolbar = screen.getByRole('toolbar', { name: 'Ausgewählte Mails' });
  expect(within(toolbar).getByRole('button', { name: 'Verschieben nach' })).toBeInTheDocument();
  expect(within(toolbar).getByRole('button', { name: 'Als ungelesen markieren' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Mails durchsuchen' })).toBeInTheDocument();
});

it('speaks Arabic, with the unread count in its plural form', async () => {
  setup('ar');
  expect(await screen.findByRole('heading', { name: 'البريد الإلكتروني' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'الرسائل في الوارد' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'تحديد «Quarterly numbers»' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تمييز «Quarterly numbers» بنجمة' })).toBeInTheDocument();
});
