import { improvementAreaLabel } from './improvement-areas';

// a stand-in for the messages: says which key it was asked for
const t = ((key: string) => `[${key}]`) as Parameters<typeof improvementAreaLabel>[0];

it('names a suggested area in the reader’s language and keeps one a user typed as typed', () => {
  expect(improvementAreaLabel(t, 'Quality')).toBe('[feedback.area.Quality]');
  expect(improvementAreaLabel(t, 'Onboarding')).toBe('Onboarding');
});
