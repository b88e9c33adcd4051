import { openInNewTab } from './dom';

/*
 * Keeping a picture on the phone (a deposit QR: a player paying from the phone that shows it cannot
 * scan their own screen, so the bank app scans a saved picture). Browser helpers the three adapters
 * share; each host decides which way is its own (types.ts `saveImage`).
 */

/** A picture the player keeps. */
export interface SavedImage {
  /** Where it is served without a token (a host may fetch it itself): an absolute URL or a same-origin path. */
  url: string;
  /** The file name a gallery or download list shows. */
  name: string;
  /**
   * The picture fetched before the tap: a share sheet opens only within the tap's short user
   * activation, which a download in between can outlast (Safari's most of all).
   */
  file?: File | null;
}

export const absoluteUrl = (url: string): string => new URL(url, window.location.href).href;

/**
 * iOS and iPadOS put a download in Files, where banking apps do not look for a QR; their share
 * sheet's "Save Image" puts it in Photos, where they do. Android's downloads show in gallery pickers.
 */
export function savesToPhotosBySharing(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

/**
 * The picture's link for a browser opened on it outside the app: served as a download (Android's
 * browser saves it where gallery pickers look), but shown on iOS, whose download would land in
 * Files — shown, a long press saves it to Photos.
 */
export function outsideLink(url: string): string {
  const link = new URL(absoluteUrl(url));
  if (savesToPhotosBySharing()) link.searchParams.set('inline', '1');
  return link.href;
}

export async function fetchImageFile(url: string, name: string): Promise<File> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`picture ${response.status}`);
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type || 'image/png' });
}

/**
 * The share sheet with the picture, where it is the way to Photos. Null when it is not offered here
 * or refused to open (no activation left): the caller saves another way.
 */
export async function shareImage(image: SavedImage): Promise<boolean | null> {
  const file = image.file;
  if (!file || !savesToPhotosBySharing() || !navigator.canShare?.({ files: [file] })) return null;
  try {
    await navigator.share({ files: [file] });
    return true;
  } catch (error) {
    // Closing the sheet is the player's choice, not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    return null;
  }
}

/** The browser's own download (`<a download>`), from memory: no second request, no token needed. */
export function downloadFile(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * The plain browser's way: the share sheet on iOS, else a download. On iOS without the picture in
 * hand (or no share sheet) the picture opens in a tab of its own to be saved with a long press: a
 * download there goes to Files. False when the picture could not be had.
 */
export async function saveWithBrowser(image: SavedImage): Promise<boolean> {
  const shared = await shareImage(image);
  if (shared !== null) return shared;
  if (savesToPhotosBySharing()) {
    openInNewTab(outsideLink(image.url));
    return true;
  }
  let file = image.file;
  if (!file) {
    try {
      file = await fetchImageFile(image.url, image.name);
    } catch {
      return false;
    }
  }
  downloadFile(file, image.name);
  return true;
}
