// Prints the CSS that antd generates for the components of the first screens (the sign-in page, the shell
// round every screen, the Overview), rendered on the server as the browser renders them: run by
// first-screen-styles.ts in a process of its own (antd reads NODE_ENV as it loads).
// Usage: tsx first-screen-styles.render.ts <app folder>
import path from 'node:path';
import { createRequire } from 'node:module';

// the app's own react and antd, not tooling's: loosely typed, as tooling does not depend on them
type Element = unknown;
type CreateElement = (type: unknown, props?: object | null, ...children: Element[]) => Element;
type Components = Record<string, unknown> & { Form: { Item: unknown }; Input: { Password: unknown } } & {
  Typography: { Text: unknown };
  Layout: { Sider: unknown; Header: unknown; Content: unknown };
};
type StyleCache = { readonly cache: Map<string, unknown> };

process.env.NODE_ENV = 'production';
const appRequire = createRequire(path.join(path.resolve(process.argv[2]!), 'package.json'));
const { createElement: h } = appRequire('react') as { createElement: CreateElement };
const { renderToString } = appRequire('react-dom/server') as { renderToString: (element: Element) => string };
const antd = appRequire('antd') as Components;
// antd's own copy, whose style cache its components write to
const { createCache, extractStyle, StyleProvider } = createRequire(appRequire.resolve('antd'))(
  '@ant-design/cssinjs',
) as {
  createCache: () => StyleCache;
  extractStyle: (cache: StyleCache, options: { types: string[]; plain: boolean }) => string;
  StyleProvider: unknown;
};

const { App, Button, Card, ConfigProvider, Divider, Flex, Form, Input, Segmented, Tooltip, Typography } = antd;
const { Avatar, Badge, DatePicker, Dropdown, Layout, Menu, Progress, Select, Skeleton, Spin, Statistic, Tag } = antd;
const cache = createCache();

// what the sign-in page draws (its card, form, language switch, links and demo sign-ins)
const signInPage = h(
  Card,
  null,
  h(
    Form,
    { layout: 'vertical' },
    h(Form.Item, { label: 'Email', name: 'email', rules: [{ required: true }] }, h(Input)),
    h(Form.Item, { label: 'Password', name: 'password' }, h(Input.Password)),
    h(Button, { type: 'primary', htmlType: 'submit' }, 'Sign in'),
  ),
  h(Flex, null, h(Segmented, { options: ['a', 'b'] })),
  h(Divider, { plain: true }, h(Typography.Text, null, 'Demo')),
  h(Tooltip, { title: 'Tip', open: true }, h('span', null, 'Tip')),
);
// the shell round every screen (its sidebar, menu, badges, user menu, loading states), then what the Overview,
// the first screen after signing in, adds (its cards' figures, tags and progress, period and project pickers)
const shell = h(
  Layout,
  null,
  h(
    Layout.Sider,
    null,
    h(Menu, { mode: 'inline', items: [{ key: 'a', label: 'A', children: [{ key: 'b', label: 'B' }] }] }),
  ),
  h(
    Layout,
    null,
    h(Layout.Header, null, h(Badge, { count: 1 }, h(Avatar)), h(Dropdown, { menu: { items: [] } }, h('span'))),
    h(Layout.Content, null, h(Spin), h(Skeleton)),
  ),
);
const overview = h(
  Flex,
  null,
  h(Statistic, { value: 1 }),
  h(Progress, { percent: 50 }),
  h(Tag, null, 'tag'),
  h(Tag, { color: 'blue' }, 'tag'),
  h(Tag, { color: 'success' }, 'tag'),
  h(Select),
  h(DatePicker),
);
// a component left out here is styled in the browser as before
renderToString(h(StyleProvider, { cache }, h(ConfigProvider, null, h(App, null, signInPage, shell, overview))));
process.stdout.write(extractStyle(cache, { types: ['style'], plain: true }));
