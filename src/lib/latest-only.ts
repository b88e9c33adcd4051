/**
 * Turns for one loader whose calls may overlap (a sheet reading its figure again on every wallet
 * ping): each call takes a turn, and only the newest turn's answer may land, so a slow older reply
 * never overwrites a newer one on screen.
 */
export function latestOnly(): () => () => boolean {
  let newest = 0;
  return () => {
    const mine = ++newest;
    return () => mine === newest;
  };
}
