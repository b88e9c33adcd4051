import type { Banner } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import type { BannersTable } from '../../db/schema.ts';
import type { Tx } from '../../core/tx.ts';

/** Banners of an area (invite, refund) or of one bonus (owner = its code), in display order. */
export async function bannersOf(db: Db | Tx, area: BannersTable['area'], owner = ''): Promise<Banner[]> {
  return db.selectFrom('banners').select(['image', 'html']).where('area', '=', area).where('owner', '=', owner).orderBy('sort').execute();
}

/** Banners of several owners of an area at once, by owner. */
export async function bannersByOwner(db: Db | Tx, area: BannersTable['area']): Promise<Map<string, Banner[]>> {
  const rows = await db.selectFrom('banners').select(['owner', 'image', 'html']).where('area', '=', area).orderBy('owner').orderBy('sort').execute();
  const byOwner = new Map<string, Banner[]>();
  for (const { owner, image, html } of rows) byOwner.set(owner, [...(byOwner.get(owner) ?? []), { image, html }]);
  return byOwner;
}
