import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/index.ts';

export type { Db };

/** A handle inside `db.transaction()`: what a unit of work that must commit as one is given. */
export type Tx = Transaction<Database>;

/** Either handle: a single statement runs the same on its own or inside a caller's transaction. */
export type DbOrTx = Db | Tx;
