import { countOf, fieldLabel, fieldSentence, fieldsSummary } from './wording.js';

it('agrees in number', () => {
  expect(countOf(1, 'reviewer')).toBe('1 reviewer');
  expect(countOf(2, 'review')).toBe('2 reviews');
  expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
});

it('names a field as its form labels it, never by its JSON key', () => {
  expect(fieldSentence('currentPassword', 'is incorrect')).toBe('Current password is incorrect.');
  expect(fieldSentence('employeeId', 'is already used by another peer')).toBe(
    'Employee ID is already used by another peer.',
  );
  expect(fieldLabel('items.1.carryOverCap')).toBe('Carry over cap (row 2)');
  expect(fieldLabel('jobRoleId')).toBe('Job role');
  expect(fieldsSummary([{ field: 'email', message: 'is required' }])).toBe(
    'Please correct this field and try again: Email is required.',
  );
});
