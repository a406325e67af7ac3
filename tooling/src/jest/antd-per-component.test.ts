import { createRequire } from 'node:module';

// the transform is CommonJS (jest loads it before any transform runs)
const { importPerComponent } = createRequire(import.meta.url)('../../jest/antd-per-component.cjs') as {
  importPerComponent: (source: string) => string;
};

it('imports each antd component and each icon from its own module', () => {
  const source =
    "import { Button, Table as DataTable, theme } from 'antd';\nimport { Select } from '@timely/shared-ui/antd-more';\nimport { UserOutlined } from '@ant-design/icons';\n";
  expect(importPerComponent(source)).toBe(
    "import Button from 'antd/lib/button'; import DataTable from 'antd/lib/table'; import theme from 'antd/lib/theme';\n" +
      "import Select from 'antd/lib/select';\n" +
      "import UserOutlined from '@ant-design/icons/lib/icons/UserOutlined';\n",
  );
});

it('keeps types as type-only imports and unknown names on the index, on as many lines as before', () => {
  const source =
    "import {\n  Button,\n  type ButtonProps,\n  NotAComponent,\n} from 'antd';\nimport { createFromIconfontCN } from '@ant-design/icons';\nconst line = 7;";
  const rewritten = importPerComponent(source);
  expect(rewritten).toContain(
    "import Button from 'antd/lib/button'; import type { ButtonProps } from 'antd'; import { NotAComponent } from 'antd';",
  );
  expect(rewritten).toContain("import { createFromIconfontCN } from '@ant-design/icons';");
  expect(rewritten.split('\n').indexOf('const line = 7;')).toBe(6);
});

it('leaves other modules and type-only statements alone', () => {
  const source = "import type { TableProps } from 'antd';\nimport { useState } from 'react';\n";
  expect(importPerComponent(source)).toBe(source);
});

it("takes what antd-more adds to antd (the table helpers) from antd-more's own file", () => {
  const rewritten = importPerComponent(
    "import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';\n",
  );
  expect(rewritten).toMatch(
    /^import \{ pinnedColumn \} from '\/.*\/shared-ui\/src\/components\/sideways-table\/sideways-table\.tsx'; import \{ sidewaysScroll \} from '.*sideways-table\.tsx'; import Table from 'antd\/lib\/table';\n$/,
  );
});
