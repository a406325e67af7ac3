import type { ServerFacilities } from '../service-context.js';
import { pruneJobs, runDueJobs } from './queue.js';
import { scheduleRecurring } from './schedule.js';
// the kinds this server runs register their handlers when loaded
import './weekly-digest.js';
import './reminders.js';

/** How often the worker looks for due jobs, and how often it adds the recurring ones and prunes. */
const WORKER_INTERVAL_MS = 10_000;
const SCHEDULE_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 3600_000;

/**
 * The jobs' worker (JOB_WORKER): a timer in this API process, started by the server; the server calls the
 * function it returns when it closes (it waits for the round in progress).
 */
export function startJobWorker(app: ServerFacilities): () => Promise<void> {
  if (app.config.production && !app.config.publicApiUrl)
    app.log.warn("no PUBLIC_API_URL: the weekly digest's unsubscribe links point at localhost");
  let running: Promise<void> | null = null;
  let scheduledAt = 0;
  let prunedAt = 0;
  const round = async () => {
    const now = app.now().getTime();
    if (now - scheduledAt >= SCHEDULE_EVERY_MS) {
      scheduledAt = now;
      await scheduleRecurring(app);
    }
    // a full batch: there may be more due at once (a digest's mails), so go on without waiting a tick
    while ((await runDueJobs(app)) > 0 && !closing);
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    await pruneJobs(app);
  };
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = round()
      .catch((error: unknown) => app.log.error({ err: error }, '[jobs] running jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, WORKER_INTERVAL_MS);
  timer.unref();
  return async () => {
    closing = true;
    clearInterval(timer);
    await running;
  };
}
