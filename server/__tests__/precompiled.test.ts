import BetterSqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { precompile } from '../src/store/precompiled';

interface Db {
  hits: { key: string; count: number; at: number; note: string };
}
const db = new Kysely<Db>({
  dialect: new SqliteDialect({ database: new BetterSqlite(':memory:') }),
});
afterAll(() => db.destroy());

it('runs a statement compiled once with each call’s values, its constants kept', async () => {
  await db.schema
    .createTable('hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer')
    .addColumn('at', 'integer')
    .addColumn('note', 'text')
    .execute();
  // `at` is used twice (the value and the condition); `count` and `note` are constants.
  const hit = precompile(['key', 'at'], ({ key, at }: { key: string; at: number }) =>
    db
      .insertInto('hits')
      .values({ key, count: 1, at, note: 'first' })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb('hits.count', '+', 1),
          at: eb.case().when('hits.at', '<', at).then(at).else(eb.ref('hits.at')).end(),
        })),
      )
      .returning(['key', 'count', 'at', 'note']),
  );
  const run = async (key: string, at: number) => (await db.executeQuery(hit({ key, at }))).rows;
  expect(await run('a', 10)).toEqual([{ key: 'a', count: 1, at: 10, note: 'first' }]);
  expect(await run('b', 20)).toEqual([{ key: 'b', count: 1, at: 20, note: 'first' }]);
  expect(await run('a', 30)).toEqual([{ key: 'a', count: 2, at: 30, note: 'first' }]);
  expect(await run('a', 5)).toEqual([{ key: 'a', count: 3, at: 30, note: 'first' }]);
  // One SQL text for every call.
  expect(hit({ key: 'x', at: 1 }).sql).toBe(hit({ key: 'y', at: 2 }).sql);
});

it('refuses a value name the statement does not use', () => {
  expect(() =>
    precompile(['key', 'at'], ({ key }: { key: string; at: number }) =>
      db.selectFrom('hits').selectAll().where('key', '=', key),
    ),
  ).toThrow('does not use at');
});

it('refuses a value the statement was not built with, rather than drop it', () => {
  const select = precompile(['key'], ({ key }: { key: string }) =>
    db.selectFrom('hits').selectAll().where('key', '=', key),
  );
  expect(() => select({ key: 'a', note: 'lost' } as { key: string })).toThrow(
    'note is not among the statement',
  );
});
