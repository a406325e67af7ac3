import { renderHook } from '@testing-library/react';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../messages/messages';
import { completionBand, formatHours, formatRecurring, formatScore } from './format';

const english = () => renderHook(() => useMessages(projectsMessages)).result.current;

it('bands completion as docs/ says: ≤35 red, ≤70 amber, above green', () => {
  expect([0, 35, 35.1, 70, 70.1, 100].map(completionBand)).toEqual(['low', 'low', 'mid', 'mid', 'high', 'high']);
});

it('writes recurrence, hours and scores for people', () => {
  const t = english();
  expect(formatRecurring(t, 6, 'month')).toBe('Yes, 6 months');
  expect(formatRecurring(t, 1, 'week')).toBe('Yes, 1 week');
  expect(formatRecurring(t, null, 'week')).toBe('No');
  expect(formatHours(t, 6.5)).toBe('6.5 h');
  expect(formatScore(null)).toBe('—');
});
