/**
 * Demo times count back from the start of the seed day (UTC midnight), never from the current instant:
 * the seed is then the same all day long, and nothing lies in the future.
 */
export function startOfDay(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}
