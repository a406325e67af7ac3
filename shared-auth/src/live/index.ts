/**
 * `@timely/shared-auth/live`: the live stream of changes (docs/api.md#live-stream). An entry of its own,
 * imported with `import()` by the host once the first screen has settled, so the first page carries none of
 * it; the screens that show what it leaves in the query cache (the feed's "N new posts", the board's note)
 * read its keys from here too.
 */
export { startLiveStream, type LiveStreamOptions } from './live-stream';
export { applyLiveEvent, refreshEverything } from './live-invalidation';
export { liveKeys, type LiveChange } from './live-keys';
export { useLiveChange, useNewPostCount } from './use-live-change';
