/**
 * The stack's own floor, measured beside the API in `npm run bench`: a bare Fastify process with one `pg` pool and
 * nothing of ours (no hooks, no auth, no Drizzle, no envelope), answering
 * - `/health`: `{ status: 'ok' }`, as the API's health does;
 * - `/one-row`: one named prepared `select` of two columns by primary key (a member's id and name);
 * - `/wide-row`: the same for the whole `users` row, about as wide as `GET /api/user/me` reads.
 * Its ratios say what a database round trip costs on this machine before any code of ours runs, so the API's ratios
 * can be read against what is possible at all (docs/BENCHMARKS.md). Run as a child: `node scripts/bench-reference.ts`
 * with DATABASE_URL and PORT; it prints "ready" once listening.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
const { rows } = await pool.query<{ id: string }>('select id from users order by id limit 1');
const memberId = rows[0]?.id;
if (!memberId) throw new Error('The database has no members');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/one-row', async () => {
  const result = await pool.query({
    name: 'one_row',
    text: 'select id, full_name from users where id = $1',
    values: [memberId],
  });
  return result.rows[0];
});
app.get('/wide-row', async () => {
  const result = await pool.query({ name: 'wide_row', text: 'select * from users where id = $1', values: [memberId] });
  return result.rows[0];
});
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT']) });
console.log('ready');
