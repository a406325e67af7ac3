import axios from 'axios';
import { backlogPageSchema } from '@timely/contract';
import { ids } from '../../../testing/project-fixtures';
import { getBacklog } from './get-backlog';

const label = '00000000-0000-4000-8000-0000000000d1';

it('writes a filter of several values as the API reads it: the parameter repeated, no brackets', async () => {
  const sent: string[] = [];
  const client = axios.create({ baseURL: 'http://api.test' });
  client.defaults.adapter = async (config) => {
    sent.push(client.getUri(config));
    const data = backlogPageSchema.parse({
      items: [],
      total: 0,
      page: 1,
      perPage: 100,
      totalPages: 0,
      sprints: [],
      plan: [],
      canManage: false,
    });
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  await getBacklog(client, ids.atlas, 1, {
    type: ['bug', 'story'],
    priority: ['urgent'],
    label: [label],
    epic: 'none',
  });
  const query = new URL(sent[0]!).searchParams;
  expect(query.getAll('type')).toEqual(['bug', 'story']);
  expect(query.getAll('priority')).toEqual(['urgent']);
  expect(query.getAll('label')).toEqual([label]);
  expect(query.get('epic')).toBe('none');
  expect(sent[0]).not.toContain('%5B');
});
