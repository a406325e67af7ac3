import pg from 'pg';

/** How long a lost listening connection waits before it connects again (ms). */
const RECONNECT_MS = 1000;

/**
 * LISTENs on `channel` on a connection of its own (a pooled one would be handed to other queries) and calls
 * `onNotify` for each notification, and once more whenever it starts listening (what was sent while it was
 * not is read then). A broken connection is reported and made again after a second; meanwhile the caller
 * relies on whatever else it does (the live hub's poll). Answers the way to stop.
 */
export function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;

  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', () => onNotify());
    client.on('error', (error) => {
      onError(error);
      if (current === client) current = null;
      void client.end().catch(() => undefined);
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onError(error);
      void client.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    onNotify();
  };
  void connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
