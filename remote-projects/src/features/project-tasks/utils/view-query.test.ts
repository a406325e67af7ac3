import { filtersOfQuery, queryFromUrl, queryOfFilters, urlOfQuery } from './view-query';

const SPRINT = '00000000-0000-4000-8000-0000000005a2';

it('reads the list from its address and writes the same address back', () => {
  const address = `q=login&type=bug&type=story&assignee=unassigned&sprint=${SPRINT}&sprint=backlog&sort=dueDate&order=desc&perPage=20&page=3`;
  const query = queryFromUrl(new URLSearchParams(address));
  expect(query).toEqual({
    page: 3,
    perPage: 20,
    sort: 'dueDate',
    order: 'desc',
    search: 'login',
    type: ['bug', 'story'],
    assignee: ['unassigned'],
    sprint: [SPRINT, 'backlog'],
  });
  expect(urlOfQuery(query).toString()).toBe(address);
});

it('falls back to the defaults for what the page would not offer, and leaves the defaults out of the address', () => {
  const query = queryFromUrl(new URLSearchParams('type=epic&type=bug&sort=points&perPage=7&page=-2'));
  expect(query).toEqual({ page: 1, perPage: 50, sort: 'rank', order: 'asc', type: ['bug'] });
  expect(urlOfQuery(query, 'v1').toString()).toBe('view=v1&type=bug');
});

it('keeps everything but the page in a view, and opens a view on its first page', () => {
  const query = queryFromUrl(new URLSearchParams('status=stuck&page=4'));
  const filters = filtersOfQuery(query);
  expect(filters).toEqual({ perPage: 50, sort: 'rank', order: 'asc', status: ['stuck'] });
  expect(queryOfFilters(filters)).toEqual({ ...filters, page: 1 });
});
