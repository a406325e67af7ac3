import { screen, waitFor, within } from '@testing-library/react';
import { demoTaskSchema, type DemoTask } from '@timely/contract';
import { createStubApiClient, failure, type StubRequest } from '@timely/shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import { renderApps } from '../../../testing/render-apps';
import { TodoScreen } from './todo-screen';

function task(id: number, title: string, fields: Partial<DemoTask> = {}): DemoTask {
  return demoTaskSchema.parse({
    id,
    title,
    desc: '',
    isImportant: false,
    isStarred: false,
    tags: [],
    isCompleted: false,
    isTrashed: false,
    ...fields,
  });
}

const SEED = [
  task(1, 'Write the release notes', { tags: ['doc'], isCompleted: true }),
  task(2, 'Fix the login bug', { tags: ['bug', 'backend'], isImportant: true, desc: 'Tokens expire early' }),
  task(3, 'Polish the buttons', { tags: ['frontend'], isStarred: true }),
  task(4, 'Old bug report', { tags: ['bug'], isTrashed: true, isStarred: true }),
];

/** The demo API's to-do routes over a list in memory, filtering as the server does (a tag lists trashed tasks). */
function fakeTodoApi(initial: DemoTask[] = SEED) {
  const tasks = initial.map((one) => ({ ...one }));
  const list = ({ params }: StubRequest) => {
    const filter = String(params.filter ?? 'all');
    const chosen = tasks.filter((one) => {
      if (filter === 'all') return !one.isTrashed;
      if (filter === 'starred') return one.isStarred && !one.isTrashed;
      if (filter === 'important') return one.isImportant && !one.isTrashed;
      if (filter === 'completed') return one.isCompleted && !one.isTrashed;
      if (filter === 'trashed') return one.isTrashed;
      return one.tags.includes(filter);
    });
    return { data: [...chosen].sort((a, b) => b.id - a.id) };
  };
  const stub = createStubApiClient({
    'GET /api/apps/todo': list,
    'POST /api/apps/todo/new-task': ({ data }) => {
      const id = Math.max(0, ...tasks.map((one) => one.id)) + 1;
      const body = (data as { task: Omit<DemoTask, 'id'> }).task;
      tasks.push(task(id, body.title, body));
      return { status: 201, data: { id } };
    },
    'POST /api/apps/todo/update-task': ({ data }) => {
      const { id, ...changes } = (data as { task: Partial<DemoTask> & { id: number } }).task;
      const index = tasks.findIndex((one) => one.id === id);
      if (index < 0) return failure(404, 'No task');
      tasks[index] = { ...tasks[index]!, ...changes };
      return { data: tasks[index] };
    },
    'POST /api/app/todo/trash-todo': ({ data }) => {
      const found = tasks.find((one) => one.id === Number(data));
      if (!found) return failure(404, 'No task');
      found.isTrashed = true;
      return { data: found.id };
    },
  });
  return { ...stub, tasks };
}

function setup(route = '/todo/all', api = fakeTodoApi()) {
  const view = renderApps(
    <Routes>
      <Route path="/todo/:filter" element={<TodoScreen />} />
    </Routes>,
    { client: api.client, route },
  );
  return { api, ...view };
}

const taskList = () => screen.findByRole('list', { name: /^Tasks:/ });
const titles = async () =>
  within(await taskList())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const filters = () => screen.getByRole('navigation', { name: 'Task filters' });

describe('filters', () => {
  it('lists untrashed tasks under All, newest first, with their markers and tags', async () => {
    setup();
    expect(await titles()).toEqual(['Polish the buttons', 'Fix the login bug', 'Write the release notes']);
    expect(within(filters()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const bug = within(await taskList()).getByRole('listitem', { name: 'Fix the login bug' });
    expect(within(bug).getByRole('button', { name: 'Important: Fix the login bug' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(bug).getByRole('button', { name: 'Starred: Fix the login bug' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(bug).getByText('Bug')).toBeInTheDocument();
    expect(within(bug).getByText('Backend')).toBeInTheDocument();
    expect(within(bug).getByRole('checkbox', { name: 'Completed: Fix the login bug' })).not.toBeChecked();
    const done = within(await taskList()).getByRole('listitem', { name: 'Write the release notes' });
    expect(within(done).getByRole('checkbox', { name: 'Completed: Write the release notes' })).toBeChecked();
  });

  it.each([
    ['Starred', '/todo/starred', ['Polish the buttons']],
    ['Important', '/todo/important', ['Fix the login bug']],
    ['Completed', '/todo/completed', ['Write the release notes']],
    ['Trashed', '/todo/trashed', ['Old bug report']],
  ])('shows %s at %s, asking the server for that filter', async (name, path, expected) => {
    const { api, user } = setup();
    await taskList();
    await user.click(within(filters()).getByRole('link', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    await waitFor(async () => expect(await titles()).toEqual(expected));
    expect(api.callsTo('GET /api/apps/todo').at(-1)?.params).toEqual({ filter: path.split('/').pop() });
    expect(within(filters()).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an unknown filter to All', async () => {
    setup('/todo/nonsense');
    expect(await titles()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/todo/all');
  });
});

describe('tags', () => {
  it("lists a tag's tasks, leaving trashed ones under Trashed", async () => {
    const { user } = setup();
    await taskList();
    const tags = within(filters()).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Frontend', 'Backend', 'Doc', 'Bug']);
    await user.click(within(tags).getByRole('link', { name: 'Bug' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/todo/bug');
    await waitFor(async () => expect(await titles()).toEqual(['Fix the login bug']));
    expect(screen.getByRole('region', { name: 'Bug' })).toBeInTheDocument();
  });
});

describe('search and sort', () => {
  it('searches the visible list by title or description and sorts by title', async () => {
    const { user } = setup();
    await taskList();
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'tokens');
    expect(await titles()).toEqual(['Fix the login bug']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'nothing like it');
    expect(screen.getByText('No task matches “nothing like it”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search tasks' }));
    await user.click(screen.getByText('Title A–Z'));
    expect(await titles()).toEqual(['Fix the login bug', 'Polish the buttons', 'Write the release notes']);
  });
});

describe('adding a task', () => {
  it('names the title when it is missing, then adds the task and shows it at once', async () => {
    const { api, user } = setup();
    await taskList();
    await user.click(within(filters()).getByRole('button', { name: 'Add task' }));
    const form = await screen.findByRole('form', { name: 'Add task' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Title is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/apps/todo/new-task')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), '  Ship the to-do app ');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'With tests');
    await user.click(within(form).getByRole('combobox', { name: 'Tags' }));
    // antd's Select: the visible option carries the title; the role=option items are for screen readers
    await user.click(await screen.findByTitle('Frontend'));
    await user.click(within(form).getByRole('checkbox', { name: 'Starred' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.callsTo('POST /api/apps/todo/new-task')).toHaveLength(1));
    expect(api.callsTo('POST /api/apps/todo/new-task')[0]!.data).toEqual({
      task: {
        title: 'Ship the to-do app',
        desc: 'With tests',
        tags: ['frontend'],
        isStarred: true,
        isImportant: false,
        isCompleted: false,
        isTrashed: false,
      },
    });
    await waitFor(async () => expect((await titles())[0]).toBe('Ship the to-do app'));
    expect(await screen.findByText('“Ship the to-do app” added.')).toBeInTheDocument();
    const added = within(await taskList()).getByRole('listitem', { name: 'Ship the to-do app' });
    expect(within(added).getByText('Frontend')).toBeInTheDocument();
    expect(within(added).getByRole('button', { name: 'Starred: Ship the to-do app' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows the server's message under the field it names", async () => {
    const api = fakeTodoApi();
    api.on(
      'POST /api/apps/todo/new-task',
      failure(400, 'Invalid body', [{ field: 'task.title', message: 'must be at most 200 characters' }]),
    );
    const { user } = setup('/todo/all', api);
    await taskList();
    await user.click(within(filters()).getByRole('button', { name: 'Add task' }));
    const form = await screen.findByRole('form', { name: 'Add task' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Too long, says the server');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText(/must be at most 200 characters/)).toBeInTheDocument();
    expect(await titles()).toHaveLength(3);
  });
});

describe('trashing', () => {
  it("moves a task to the trash from the row's menu; it then shows under Trashed", async () => {
    const { api, user } = setup();
    await taskList();
    await user.click(screen.getByRole('button', { name: 'Actions for Polish the buttons' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to trash' }));
    await waitFor(async () => expect(await titles()).toEqual(['Fix the login bug', 'Write the release notes']));
    expect(api.callsTo('POST /api/app/todo/trash-todo')[0]!.data).toBe(3);
    await user.click(within(filters()).getByRole('link', { name: 'Trashed' }));
    await waitFor(async () => expect(await titles()).toEqual(['Old bug report', 'Polish the buttons']));
    // a trashed task has no menu: there is no restore
    expect(screen.queryByRole('button', { name: 'Actions for Polish the buttons' })).not.toBeInTheDocument();
  });

  it('moves the opened task to the trash', async () => {
    const { api, user } = setup();
    await taskList();
    await user.click(screen.getByRole('button', { name: 'Open Fix the login bug' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit task' });
    await user.click(within(drawer).getByRole('button', { name: 'Move to trash' }));
    await waitFor(async () => expect(await titles()).toEqual(['Polish the buttons', 'Write the release notes']));
    expect(api.callsTo('POST /api/app/todo/trash-todo')[0]!.data).toBe(2);
  });

  it('shows a trashed task read-only, saying it cannot be changed or restored', async () => {
    const { user } = setup('/todo/trashed');
    await taskList();
    const row = screen.getByRole('listitem', { name: 'Old bug report' });
    expect(within(row).getByRole('checkbox', { name: 'Completed: Old bug report' })).toBeDisabled();
    expect(within(row).getByRole('img', { name: 'Starred' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Open Old bug report' }));
    const drawer = await screen.findByRole('dialog', { name: 'Old bug report' });
    expect(within(drawer).getByText('A task in the trash cannot be changed or restored.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Move to trash' })).not.toBeInTheDocument();
  });

  it('puts the task back and says why when the server refuses', async () => {
    const api = fakeTodoApi();
    api.on('POST /api/app/todo/trash-todo', failure(404, 'No task with id 3.'));
    const { user } = setup('/todo/all', api);
    await taskList();
    await user.click(screen.getByRole('button', { name: 'Actions for Polish the buttons' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to trash' }));
    expect(await screen.findByText(/The task could not be moved to the trash/)).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toContain('Polish the buttons'));
  });
});

describe('changing a task', () => {
  it('marks a task completed from its box; it then shows under Completed', async () => {
    const { api, user } = setup();
    await taskList();
    await user.click(screen.getByRole('checkbox', { name: 'Completed: Polish the buttons' }));
    expect(screen.getByRole('checkbox', { name: 'Completed: Polish the buttons' })).toBeChecked();
    expect(api.callsTo('POST /api/apps/todo/update-task')[0]!.data).toEqual({ task: { id: 3, isCompleted: true } });
    await user.click(within(filters()).getByRole('link', { name: 'Completed' }));
    await waitFor(async () => expect(await titles()).toEqual(['Polish the buttons', 'Write the release notes']));
  });

  it('unstars a task under Starred, which leaves the list at once', async () => {
    const { api, user } = setup('/todo/starred');
    await taskList();
    await user.click(screen.getByRole('button', { name: 'Starred: Polish the buttons' }));
    expect(await screen.findByText('No tasks here')).toBeInTheDocument();
    expect(api.callsTo('POST /api/apps/todo/update-task')[0]!.data).toEqual({ task: { id: 3, isStarred: false } });
  });

  it('marks a task important, and puts it back when the server refuses', async () => {
    const api = fakeTodoApi();
    api.on('POST /api/apps/todo/update-task', failure(404, 'No task with id 3.'));
    const { user } = setup('/todo/all', api);
    await taskList();
    const toggle = screen.getByRole('button', { name: 'Important: Polish the buttons' });
    await user.click(toggle);
    expect(await screen.findByText(/The task could not be changed/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Important: Polish the buttons' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('edits an opened task', async () => {
    const { api, user } = setup();
    await taskList();
    await user.click(screen.getByRole('button', { name: 'Open Fix the login bug' }));
    const form = await screen.findByRole('form', { name: 'Edit task' });
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Tokens expire early');
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Title is required.')).toBeInTheDocument();
    await user.type(title, 'Fix the token bug');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/apps/todo/update-task')).toHaveLength(1));
    expect(api.callsTo('POST /api/apps/todo/update-task')[0]!.data).toEqual({
      task: {
        id: 2,
        title: 'Fix the token bug',
        desc: 'Tokens expire early',
        tags: ['bug', 'backend'],
        isStarred: false,
        isImportant: true,
        isCompleted: false,
      },
    });
    expect(await screen.findByText('“Fix the token bug” saved.')).toBeInTheDocument();
    expect(await titles()).toContain('Fix the token bug');
  });
});

describe('keyboard', () => {
  it('adds, opens and stars a task with the keyboard alone', async () => {
    const { api, user } = setup();
    await taskList();
    screen.getByRole('button', { name: 'Add task' }).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Add task' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await user.keyboard('Typed task{Enter}');
    await waitFor(async () => expect((await titles())[0]).toBe('Typed task'));
    expect(api.callsTo('POST /api/apps/todo/new-task')).toHaveLength(1);

    screen.getByRole('button', { name: 'Starred: Fix the login bug' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Starred: Fix the login bug' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Open Fix the login bug' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Edit task' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('shows a loading state, then the list', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
    expect(await taskList()).toBeInTheDocument();
    expect(screen.getByText('3 tasks')).toBeInTheDocument();
  });

  it('says "No tasks here" for an empty filter', async () => {
    setup('/todo/all', fakeTodoApi([]));
    expect(await screen.findByText('No tasks here')).toBeInTheDocument();
  });

  it('shows an error with Retry that loads the list again', async () => {
    const api = fakeTodoApi();
    api.on('GET /api/apps/todo', 'network-error');
    const { user } = setup('/todo/all', api);
    expect(await screen.findByText('The tasks could not be loaded')).toBeInTheDocument();
    api.on('GET /api/apps/todo', { data: [task(9, 'Back again')] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await titles()).toEqual(['Back again']);
  });
});

describe('languages', () => {
  it('speaks Arabic, tags and filters included', async () => {
    renderApps(
      <Routes>
        <Route path="/todo/:filter" element={<TodoScreen />} />
      </Routes>,
      { client: fakeTodoApi().client, route: '/todo/all', language: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'المهام' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'تصفية المهام' });
    expect(within(nav).getByRole('link', { name: 'الكل' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'خلل' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'المهام: الكل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة مهمة' })).toBeInTheDocument();
  });
});
