/**
 * A statement built and compiled once, then run with each call's values. Kysely builds a query's
 * tree and compiles it to SQL afresh on every call; on the contact form's path (two rate-limit
 * hits and a message a request) that cost the store about a quarter of its PostgreSQL throughput
 * against the hand-written SQL it replaced (issue 62, BENCHMARKS.md "Server under load").
 *
 * `build` is called once, with a stand-in for each value; the compiled statement's parameters
 * are searched for the stand-ins, and each call puts its own values in their places (the other
 * parameters, constants of the query, stay). The SQL text is the same on every call, so
 * better-sqlite3's statement cache (dialect.ts) and PostgreSQL's planner see one statement.
 */
import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';

export function precompile<V extends Record<string, unknown>, R>(
  names: readonly (keyof V & string)[],
  build: (values: V) => Compilable<R>,
): (values: V) => CompiledQuery<R> {
  // Objects no caller can pass: a stand-in's place is found by identity, never by value.
  const standIns = new Map(names.map((name) => [{ standIn: name }, name] as const));
  const compiled = build(
    Object.fromEntries([...standIns].map(([standIn, name]) => [name, standIn])) as unknown as V,
  ).compile();
  const places = compiled.parameters.map((parameter) =>
    typeof parameter === 'object' && parameter !== null
      ? standIns.get(parameter as { standIn: string })
      : undefined,
  );
  for (const name of names) {
    if (!places.includes(name)) throw new Error(`precompile: the statement does not use ${name}`);
  }
  // A value under a name the statement was not built with (a column added to the caller's row
  // but not to `names`) would be dropped without a word: refuse it instead.
  const known = new Set<string>(names);
  return (values) => {
    for (const name of Object.keys(values)) {
      if (!known.has(name))
        throw new Error(`precompile: ${name} is not among the statement's values`);
    }
    return {
      ...compiled,
      queryId: createQueryId(),
      parameters: compiled.parameters.map((parameter, i) => {
        const name = places[i];
        return name === undefined ? parameter : values[name];
      }),
    };
  };
}
