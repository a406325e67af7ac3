import { testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { createFakeFeedApi } from '../../../testing/fake-feed-api';
import { feedPostFixture } from '../../../testing/fixtures';
import { renderFeed } from '../../../testing/render-feed';
import { PostItem } from './post-item';

const HOSTILE = '<b>x</b><script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">';

function renderPost(post = feedPostFixture(), session = testSessions.member) {
  return renderFeed(<PostItem post={post} />, { client: createFakeFeedApi([post]).client, session });
}

it('shows markup and script a user typed as text, creating no element from it', () => {
  const { container } = renderPost(feedPostFixture({ body: HOSTILE }));
  const article = screen.getByRole('article', { name: 'Post by Mia Member' });
  expect(within(article).getByText(HOSTILE)).toBeInTheDocument();
  expect(container.querySelector('article b, article script, article img')).toBeNull();
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
});

it('makes web links clickable, opening safely in a new tab, and nothing else', () => {
  renderPost(feedPostFixture({ body: 'Docs: https://docs.acme.test/x?y=1 not javascript:alert(1)' }));
  const link = screen.getByRole('link', { name: 'https://docs.acme.test/x?y=1' });
  expect(link).toHaveAttribute('href', 'https://docs.acme.test/x?y=1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByText(/not javascript:alert\(1\)/)).toBeInTheDocument();
});

it("shows the author, the time in the reader's zone and an edited marker", () => {
  const session = { ...testSessions.member, user: { ...testSessions.member.user, timeZone: 'Asia/Kolkata' } };
  renderPost(feedPostFixture({ createdAt: '2026-03-01T12:00:00.000Z', editedAt: '2026-03-01T13:00:00.000Z' }), session);
  expect(screen.getByText('Mia Member')).toBeInTheDocument();
  const time = screen.getByText((_, element) => element?.tagName === 'TIME');
  expect(time).toHaveAttribute('dateTime', '2026-03-01T12:00:00.000Z');
  expect(time.textContent).toMatch(/17:30|5:30/);
  expect(screen.getByText('· edited')).toBeInTheDocument();
});

it("offers only what the server allows: nothing on another's post for a member", () => {
  renderPost(feedPostFixture({ canEdit: false, canDelete: false }));
  expect(screen.queryByRole('button', { name: 'Post actions' })).not.toBeInTheDocument();
});

it("offers edit and delete on a member's own post, without pinning", async () => {
  const { user } = renderPost(feedPostFixture({ canEdit: true, canDelete: true }));
  await user.click(screen.getByRole('button', { name: 'Post actions' }));
  expect(await screen.findByRole('menuitem', { name: /Edit/ })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Delete/ })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: /Pin/ })).not.toBeInTheDocument();
});

it("lets a company admin pin, and shows a system post as Timely's, distinct and not editable", async () => {
  const system = feedPostFixture({
    kind: 'project_delivered',
    author: null,
    body: 'Granite Infra Migration has been delivered.',
    event: {
      kind: 'project_delivered',
      projectId: '00000000-0000-4000-8000-0000000000f1',
      projectName: 'Granite Infra Migration',
    },
    canEdit: false,
    canDelete: true,
  });
  const { user } = renderPost(system, testSessions.admin);
  const article = screen.getByRole('article', { name: 'Timely: Project delivered' });
  expect(within(article).getByText('Timely')).toBeInTheDocument();
  expect(within(article).getByRole('link', { name: 'Open Granite Infra Migration' })).toHaveAttribute(
    'href',
    '/view-components/overview/00000000-0000-4000-8000-0000000000f1',
  );
  await user.click(screen.getByRole('button', { name: 'Post actions' }));
  expect(await screen.findByRole('menuitem', { name: /Pin to top/ })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: /Delete/ })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: /Edit/ })).not.toBeInTheDocument();
});

it('says a project was deleted instead of linking to it', () => {
  const gone = feedPostFixture({
    kind: 'project_delivered',
    author: null,
    body: 'Granite Infra Migration has been delivered.',
    event: {
      kind: 'project_delivered',
      projectId: '00000000-0000-4000-8000-0000000000f1',
      projectName: 'Granite Infra Migration',
      projectDeleted: true,
    },
    canEdit: false,
    canDelete: false,
  });
  renderPost(gone);
  const article = screen.getByRole('article', { name: 'Timely: Project delivered' });
  expect(within(article).getByText('Granite Infra Migration has since been deleted.')).toBeInTheDocument();
  expect(within(article).queryByRole('link')).not.toBeInTheDocument();
});
