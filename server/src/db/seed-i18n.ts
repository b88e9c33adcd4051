import { sql, type OnConflictBuilder, type OnConflictUpdateBuilder } from 'kysely';

const isEmpty = (table: string, column: string) => sql<boolean>`${sql.ref(`${table}.${column}`)} = '{}'::jsonb`;

/**
 * The ON CONFLICT of a seed insert: a row that exists keeps everything, except that translation
 * columns still empty (a database from before migration 0005) take the seed's translations. One
 * statement per table at every start; translations an operator filled in are never overwritten.
 */
export function fillTranslations<DB, TB extends keyof DB & string>(
  oc: OnConflictBuilder<DB, TB>,
  table: TB,
  columns: Array<keyof DB[TB] & string>,
): OnConflictUpdateBuilder<DB, TB> {
  const set = Object.fromEntries(
    columns.map((c) => [c, sql`CASE WHEN ${isEmpty(table, c)} THEN ${sql.ref(`excluded.${c}`)} ELSE ${sql.ref(`${table}.${c}`)} END`]),
  );
  return oc.doUpdateSet(set as never).where(sql<boolean>`${sql.join(columns.map((c) => isEmpty(table, c)), sql` OR `)}`);
}
