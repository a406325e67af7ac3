/**
 * Each count's share of their sum in percent, one decimal, by largest remainder: every share is rounded
 * down to a tenth, and the tenths still missing to reach 100 go to the biggest remainders. Equal counts
 * always get equal shares (they are served together or not at all), and among the ways of doing so that
 * add up to exactly 100 the one closest to the true shares wins; when none exists (1, 1, 1: 33.3 each),
 * equal shares come first and the sum stays a tenth or two short. All null when the sum is 0.
 * The one helper for shares of a whole, on the server and in the apps.
 */
export function sharePercents(counts: readonly number[]): Array<number | null> {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => null);
  // whole counts in tenths: integer arithmetic keeps the remainders exact, so equal counts tie exactly
  const floors = counts.map((count) => Math.floor((count * 1000) / total));
  const missing = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const groups = [...new Set(counts)].map((count) => ({
    count,
    size: counts.filter((other) => other === count).length,
    remainder: (count * 1000) % total,
  }));
  const served = pickGroups(
    groups.filter((group) => group.remainder > 0),
    missing,
  );
  return counts.map((count, index) => (floors[index]! + (served.has(count) ? 1 : 0)) / 10);
}

type Group = { count: number; size: number; remainder: number };

/** The groups to round up: exactly `missing` tenths when some set of groups makes it, else as many as fit. */
function pickGroups(groups: Group[], missing: number): Set<number> {
  const ordered = [...groups].sort((a, b) => b.remainder - a.remainder || b.count - a.count);
  let best: { picked: Group[]; weight: number } | null = null;
  // a handful of distinct counts in practice (three work modes); past 16 the greedy pass below decides
  if (ordered.length <= 16) {
    for (let mask = 1; mask < 1 << ordered.length; mask += 1) {
      const picked = ordered.filter((_, index) => mask & (1 << index));
      if (picked.reduce((sum, group) => sum + group.size, 0) !== missing) continue;
      const weight = picked.reduce((sum, group) => sum + group.size * group.remainder, 0);
      if (!best || weight > best.weight) best = { picked, weight };
    }
  }
  if (best) return new Set(best.picked.map((group) => group.count));
  const greedy = new Set<number>();
  let left = missing;
  for (const group of ordered) {
    if (group.size > left) continue;
    greedy.add(group.count);
    left -= group.size;
  }
  return greedy;
}
