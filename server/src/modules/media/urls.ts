/*
 * Where the media routes (routes.ts) serve the generated game art. Services put these addresses in
 * their replies; they live apart from the routes so a service does not import a routes module.
 */

export const gameLogoUrl = (code: string) => `/media/games/${code}/logo.svg`;
export const gameBackgroundUrl = (code: string) => `/media/games/${code}/background.svg`;
