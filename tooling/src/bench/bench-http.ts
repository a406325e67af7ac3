import http from 'node:http';

// Keep-alive connections, one per user in flight, as a browser tab holds one to the API. Not fetch: under
// 100 concurrent users undici's pool left a few requests waiting until the load stopped (20–30 s "latencies"
// that the server never saw), which measured the client instead of the API.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A plain node:http request that reads the whole answer; resolves with status and body. */
export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
