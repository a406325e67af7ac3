import { RuleTester } from 'eslint';
import plugin from './no-literal-ui-text.mjs';

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-ui-text', plugin.rules['no-literal-ui-text'], {
  valid: [
    "<Button>{t('login.submit')}</Button>",
    '<Form.Item label={t(\'login.email\')} name="email" />',
    '<Flex gap={8}>{user.name} · {count}</Flex>',
    '<Input autoComplete="username" type="email" />',
    "<Segmented aria-label={t('auth.language')} />",
    '<span>{\' \'}–{"…"}</span>',
    "const columns = [{ title: t('peers.name'), dataIndex: 'name', key: 'name' }];",
    "const task = { status: 'done', type: 'bug' };",
    "message.success(t('task.saved'));",
    "api.post('/v2/tasks', { name: 'x' });",
    "const THEMES = [{ theme: 'dark', label: 'menu.theme.dark' }];",
  ],
  invalid: [
    { code: '<Button>Sign in</Button>', errors: 1 },
    { code: '<Form.Item label="Email" />', errors: 1 },
    { code: "<Card title={'Welcome'} />", errors: 1 },
    { code: '<Button aria-label={`Open ${name}`} />', errors: 1 },
    { code: "<p>{'Anmelden'}</p>", errors: 1 },
    { code: '<h1>مرحبًا</h1>', errors: 1 },
    { code: "const columns = [{ title: 'Name', dataIndex: 'name' }];", errors: 1 },
    { code: "const rules = [{ required: true, message: 'Enter a name' }];", errors: 1 },
    { code: "const options = [{ value: 'active', label: `Active` }];", errors: 1 },
    { code: "message.success('Task saved');", errors: 1 },
    { code: 'messageApi.error(`Could not save ${name}`);', errors: 1 },
    { code: "Modal.confirm({ title: 'Delete the task?', okText: 'Delete' });", errors: 2 },
  ],
});
