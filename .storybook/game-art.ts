/**
 * The server's generated game and banner art as data URLs, so stories and screenshots show the
 * very pictures the product serves (server/src/modules/media), with no network.
 */
import { gameBackground, gameLogo, providerHue, type ArtCategory } from '../server/src/modules/media/art';
import { bannerSvg } from '../server/src/modules/media/banners';

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The seeded catalogue's order, which picks each provider's colour on the server. */
const catalogue = ['PG', 'JOKER', 'JOKER2', 'SUPERSLOT', 'SLOTXO', 'PGSLOT', 'SLOTRACHA', 'AREASLOT', 'BETFLIX', 'UFABET', 'SEXYGAME', 'ASKMEBET', 'IMI', 'USUN', 'CIRCUS', 'HUAYHD'];

const hueOf = (code: string) => providerHue(Math.max(catalogue.indexOf(code), 0));

export const storyGameLogo = (code: string, name = code) => dataUrl(gameLogo(name, hueOf(code)));
export const storyGameBackground = (code: string, category: ArtCategory) => dataUrl(gameBackground(category, hueOf(code)));
export const storyBanner = (name: string) => dataUrl(bannerSvg(name));

const card = (code: string, name: string, category: ArtCategory, balance: number, walletFactor: number, active: boolean) => ({
  code,
  name,
  logoSrc: storyGameLogo(code, name),
  backgroundSrc: storyGameBackground(code, category),
  balance,
  walletFactor,
  active,
});

/** Five game cards as the home's slot carousel shows them. */
export const sampleGames = [
  card('PGSLOT', 'PG Slot', 'slot', 1520.75, 1, true),
  card('JOKER', 'Joker Gaming', 'slot', 80, 10, true),
  card('SLOTXO', 'SlotXO', 'slot', 0, 1, false),
  card('SUPERSLOT', 'Superslot', 'slot', 12.5, 0.5, true),
  card('AREASLOT', 'Area Slot', 'slot', 0, 1, false),
] as const;
