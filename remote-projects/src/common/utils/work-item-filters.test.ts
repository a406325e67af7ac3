import {
  clearWorkItemFilters,
  matchesWorkItemFilters,
  NO_EPIC,
  NO_WORK_ITEM_FILTERS,
  readWorkItemFilters,
  writeWorkItemFilters,
} from './work-item-filters';

const label = '00000000-0000-4000-8000-0000000000d1';
const otherLabel = '00000000-0000-4000-8000-0000000000d2';
const epic = '00000000-0000-4000-8000-0000000000e1';

it('reads each filter from its URL parameter, repeated for several values', () => {
  const params = new URLSearchParams(`type=bug&type=story&priority=urgent&label=${label}&epic=${epic}&q=login`);
  expect(readWorkItemFilters(params)).toEqual({ type: ['bug', 'story'], priority: ['urgent'], label: [label], epic });
  expect(readWorkItemFilters(new URLSearchParams('epic=none')).epic).toBe(NO_EPIC);
  expect(readWorkItemFilters(new URLSearchParams())).toEqual(NO_WORK_ITEM_FILTERS);
});

it('leaves out what the API would refuse (a stale or hand-edited link), and a value given twice', () => {
  const params = new URLSearchParams('type=epic&type=bug&type=bug&priority=highest&label=nope&epic=someday');
  expect(readWorkItemFilters(params)).toEqual({ type: ['bug'], priority: [], label: [], epic: null });
});

it('writes the filters it is given, keeps the others and every other parameter, and round-trips', () => {
  const params = new URLSearchParams('q=login&type=task&priority=low');
  writeWorkItemFilters(params, { type: ['bug', 'chore'], epic: NO_EPIC });
  expect(params.toString()).toBe('q=login&priority=low&type=bug&type=chore&epic=none');
  expect(readWorkItemFilters(params)).toEqual({ type: ['bug', 'chore'], priority: ['low'], label: [], epic: 'none' });
  writeWorkItemFilters(params, { priority: [], epic: null });
  expect(params.toString()).toBe('q=login&type=bug&type=chore');
  clearWorkItemFilters(params);
  expect(params.toString()).toBe('q=login');
});

it('keeps a task whose type, priority, one label and epic match; a filter not set keeps every task', () => {
  const task = { type: 'bug' as const, priority: 'high' as const, labelIds: [label], epicId: null };
  const filters = { ...NO_WORK_ITEM_FILTERS };
  expect(matchesWorkItemFilters(task, filters)).toBe(true);
  expect(matchesWorkItemFilters(task, { ...filters, type: ['story', 'bug'] })).toBe(true);
  expect(matchesWorkItemFilters(task, { ...filters, type: ['story'] })).toBe(false);
  expect(matchesWorkItemFilters(task, { ...filters, priority: ['urgent'] })).toBe(false);
  expect(matchesWorkItemFilters(task, { ...filters, label: [otherLabel, label] })).toBe(true);
  expect(matchesWorkItemFilters(task, { ...filters, label: [otherLabel] })).toBe(false);
  expect(matchesWorkItemFilters(task, { ...filters, epic: NO_EPIC })).toBe(true);
  expect(matchesWorkItemFilters(task, { ...filters, epic })).toBe(false);
  expect(matchesWorkItemFilters({ ...task, epicId: epic }, { ...filters, epic })).toBe(true);
});
