import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { taskCommentListSchema, taskDetailSchema, taskHistoryListSchema } from '@timely/contract';
import { inLanguage } from '@timely/shared-ui/testing';
import { ids } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { TaskDetailPage } from './task-detail-page';

jest.setTimeout(60_000);

const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      [`GET /v2/tasks/${taskIds.one}`]: {
        data: taskDetailSchema.parse({
          task: task({ status: 'in_progress', nextStatuses: ['stuck', 'completed'] }),
          project: { _id: ids.atlas, name: 'Atlas Web Revamp' },
          sprint: null,
          team: [member],
          canComment: true,
        }),
      },
      [`GET /v2/tasks/${taskIds.one}/comments`]: { data: taskCommentListSchema.parse({ items: [], total: 0 }) },
      [`GET /v2/tasks/${taskIds.one}/history`]: {
        data: taskHistoryListSchema.parse({
          items: [
            {
              _id: '00000000-0000-4000-8000-00000000ab02',
              at: '2026-01-13T09:00:00.000Z',
              actor: member,
              field: 'status',
              from: 'not_started',
              to: 'in_progress',
            },
          ],
          total: 1,
        }),
      },
    },
    { session: testSessions.member },
  );
  renderScreen(inLanguage(language, <TaskDetailPage />), {
    client,
    session: testSessions.member,
    route: `/data-list/view-task/${taskIds.one}`,
    path: '/data-list/view-task/:taskId',
  });
}

it('speaks German: the cards, the comments and the history', async () => {
  renderIn('de');
  expect(await screen.findByText('Beschreibung', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  expect(await screen.findByText('Kommentare · 0')).toBeInTheDocument();
  expect(screen.getByText('Noch keine Kommentare.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Backlog' })).toBeInTheDocument();
  const history = await screen.findByRole('region', { name: 'Verlauf' });
  expect(
    await within(history).findByText(`${member.name} hat Status von Nicht begonnen auf In Arbeit geändert`),
  ).toBeInTheDocument();
});

it('speaks Arabic, with no English left on its cards, comments and history', async () => {
  renderIn('ar');
  expect(await screen.findByText('التعليقات · 0')).toBeInTheDocument();
  for (const title of document.querySelectorAll('.ant-card-head-title'))
    expect(title.textContent ?? '').not.toMatch(/[A-Za-z]/);
  expect(screen.getByText('لا تعليقات بعد.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'قائمة الانتظار' })).toBeInTheDocument();
  const history = await screen.findByRole('region', { name: 'السجل' });
  expect(
    await within(history).findByText(`غيّر ${member.name} الحالة من «لم تبدأ» إلى «قيد التنفيذ»`),
  ).toBeInTheDocument();
});
