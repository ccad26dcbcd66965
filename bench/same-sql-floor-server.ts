/**
 * The floor the same-SQL benchmark compares the API with: a bare `node:http` server that answers each benchmarked
 * path by sending the very statements the API sent for it (captured by bench/capture-sql.ts: same text, same
 * parameters, in the same order, on one pooled connection), then JSON.stringify of the rows (as arrays, every column
 * kept) as an API envelope.
 * No authentication, validation, routing framework or mapping: what is left is the database, `pg` and JSON.
 * With FLOOR_FRAMEWORK=fastify the same answers go through a bare Fastify (no plugin, hook, schema or logger) instead
 * of `node:http`: what the framework the API is built on costs by itself.
 *
 *   DATABASE_URL=… FLOOR_ROUTES=statements.json PORT=… [FLOOR_FRAMEWORK=fastify] node bench/same-sql-floor-server.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedStatement } from './capture-sql.ts';

/** The API's pool size (apps/api/src/db/client.ts). */
const POOL_SIZE = 10;

const routes = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.FLOOR_ROUTES ?? '', 'utf8')) as Record<string, CapturedStatement[]>,
  ),
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });

async function answer(statements: CapturedStatement[]): Promise<string> {
  const client = await pool.connect();
  try {
    const rowSets: unknown[][] = [];
    for (const statement of statements) {
      // Rows as arrays, as drizzle reads them: as objects, columns of one name (a statement's unnamed subqueries are
      // all "coalesce") would keep only the last, and the floor would skip answering the rest. Named as the API
      // named it: PostgreSQL keeps the plan of a named statement, and plans an unnamed one for its values each time.
      const result = await client.query({
        ...(statement.name === null ? {} : { name: statement.name }),
        text: statement.text,
        values: statement.values,
        rowMode: 'array',
      });
      if (result.command === 'SELECT') rowSets.push(result.rows);
    }
    return JSON.stringify({ success: true, data: rowSets.length === 1 ? rowSets[0] : rowSets });
  } finally {
    client.release();
  }
}

const port = Number(process.env.PORT);

if (process.env.FLOOR_FRAMEWORK === 'fastify') {
  const app = Fastify();
  app.get('/health', (_request, reply) => reply.send(''));
  app.get('/*', async (request, reply) => {
    const statements = routes.get(request.url);
    if (statements === undefined) return reply.code(404).send();
    return reply.type('application/json; charset=utf-8').send(await answer(statements));
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => {
    void app.close().then(() => pool.end());
  });
} else {
  const server = createServer((request, response) => {
    const statements = routes.get(request.url ?? '');
    if (request.url === '/health' || statements === undefined) {
      response.writeHead(request.url === '/health' ? 200 : 404).end();
      return;
    }
    answer(statements).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void pool.end();
  });
}
