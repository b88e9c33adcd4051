import type { Banner } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import type { BannersTable } from '../../db/schema.ts';
import type { Tx } from '../../core/tx.ts';
import { pickText, type Reader, type Texts } from '../../http/language.ts';

const COLUMNS = ['owner', 'image', 'html', 'html_i18n'] as const;
const bannerOf = (r: { image: string; html: string; html_i18n: Texts }, reader: Reader): Banner => ({
  image: r.image,
  html: pickText(r.html_i18n, reader, r.html),
});

/** Banners of an area (invite, refund) or of one bonus (owner = its code), in display order, in the reader's language. */
export async function bannersOf(db: Db | Tx, area: BannersTable['area'], reader: Reader, owner = ''): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').select(COLUMNS).where('area', '=', area).where('owner', '=', owner).orderBy('sort').execute();
  return rows.map((r) => bannerOf(r, reader));
}

/** Banners of several owners of an area at once, by owner. */
export async function bannersByOwner(db: Db | Tx, area: BannersTable['area'], reader: Reader): Promise<Map<string, Banner[]>> {
  const rows = await db.selectFrom('banners').select(COLUMNS).where('area', '=', area).orderBy('owner').orderBy('sort').execute();
  const byOwner = new Map<string, Banner[]>();
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), bannerOf(row, reader)]);
  return byOwner;
}
