import { completionToast } from './completion-toast';

// the English of the messages, filled as the remote's catalogs fill them
const words: Record<string, string> = {
  'tasks.toast.completedTo': '{title} completed — {points} points to {name}',
  'tasks.toast.completedSplit': '{title} completed — {kept} points to {name}, {recognised} points to {peer}',
  'tasks.toast.completedNoPoints': '{title} completed — no karma points: nobody on the team had this task',
};
const t = ((key: string, values: Record<string, string | number> = {}) =>
  words[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))) as Parameters<
  typeof completionToast
>[0];
const LOGIN_FORM = 'Login form';
const sam = { _id: '00000000-0000-4000-8000-000000000001', name: 'Sam', profilePic: null };
const ada = { _id: '00000000-0000-4000-8000-000000000002', name: 'Ada', profilePic: null };

it('says who got the points', () => {
  const karma = { points: 8, earnedBy: sam, recipient: sam, recognisedPoints: 0, comment: '' };
  expect(completionToast(t, { title: LOGIN_FORM, karma })).toBe('Login form completed — 8 points to Sam');
});

it('splits the points when the assignee recognised a peer with part of them', () => {
  const karma = { points: 8, earnedBy: sam, recipient: ada, recognisedPoints: 3, comment: 'thanks' };
  expect(completionToast(t, { title: LOGIN_FORM, karma })).toBe(
    'Login form completed — 5 points to Sam, 3 points to Ada',
  );
});

it('names the peer who got all of them, and says when nobody got any', () => {
  const karma = { points: 8, earnedBy: sam, recipient: ada, recognisedPoints: 8, comment: '' };
  expect(completionToast(t, { title: LOGIN_FORM, karma })).toBe('Login form completed — 8 points to Ada');
  expect(completionToast(t, { title: LOGIN_FORM, karma: null })).toBe(
    'Login form completed — no karma points: nobody on the team had this task',
  );
});
