/**
 * The OCR wave of bench/first-week.ts, sent from a thread of its own: pushing its megabytes of photos through fetch
 * on the thread that times the morning's requests would hold that thread, and the pages' times would grow by the
 * benchmark's own work, not the portal's. Answers the claims' statuses.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';

const requests = z
  .array(z.object({ url: z.string(), token: z.string(), contentType: z.string(), body: z.instanceof(Uint8Array) }))
  .parse(workerData);

const statuses = await Promise.all(
  requests.map(async ({ url, token, contentType, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    await response.body?.cancel();
    return response.status;
  }),
);
parentPort?.postMessage(statuses);
