import type { SavedImage } from './save-image';

/** The host the app runs in, and what a feature may ask of it (DESIGN.md §4). */
export type PlatformKind = 'telegram' | 'line' | 'browser';

/**
 * The one haptics map (DESIGN.md §4, issue 17). Telegram: HapticFeedback; browser and LINE:
 * `navigator.vibrate` once the page has had a user gesture (Chrome refuses it before), else nothing.
 *
 * | kind        | when                                                                 | Telegram                          | vibrate      |
 * |-------------|----------------------------------------------------------------------|-----------------------------------|--------------|
 * | `selection` | a tab or segment changes (bottom menu, deposit method tabs)          | selectionChanged                  | 5 ms         |
 * | `success`   | a money outcome succeeded: deposit received or QR created, transfer, withdraw, claim (bonus, spin, invite, refund), copy, a picture Telegram downloads | notificationOccurred('success') | 10-40-10 |
 * | `error`     | the same outcomes failed                                             | notificationOccurred('error')     | 30-40-30     |
 * | `light`     | launch (platform ready) and every back press                         | impactOccurred('light')           | 10 ms        |
 */
export type HapticKind = 'light' | 'success' | 'error' | 'selection';

/** A host-drawn bottom button (Telegram's MainButton / SecondaryButton). */
export interface HostButtonOptions {
  text: string;
  onClick: () => void;
  /** Greyed out and not pressable. */
  disabled?: boolean;
  /** Shows the host's spinner; not pressable meanwhile. */
  progress?: boolean;
}

export interface HostButton {
  /** Shows the button, or updates it when shown. */
  show(options: HostButtonOptions): void;
  hide(): void;
}

export interface AuthProof {
  kind: 'tg-initdata' | 'line-idtoken';
  value: string;
}

export interface Platform {
  kind: PlatformKind;
  /** Init the SDK, expand, apply theme and safe areas. */
  ready(): Promise<void>;
  /** The host back button; visible exactly when in-app history can go back. */
  back: { show(onBack: () => void): void; hide(): void };
  /**
   * True when `back` drives a button the host draws (Telegram ≥ 6.1). Otherwise the app draws its
   * own back control (`<HostBackButton />`). Optional so hand-made test doubles stay valid.
   */
  hasNativeBack?: boolean;
  haptic(kind: HapticKind): void;
  /** Copies with fallbacks for webviews; false when the user must copy by hand. */
  copy(text: string): Promise<boolean>;
  openGame(url: string, target: 'new' | 'same'): void;
  openExternal(url: string): void;
  /**
   * Shares the invite link; `copied` when there was no share sheet and the link was copied instead
   * (the screen says so: nothing else shows it happened); false when the user cancelled or nothing
   * could be shared or copied. `action` names the link's button where the host draws one (LINE's
   * card), in the player's language.
   */
  share(url: string, text: string, action: string): Promise<boolean | 'copied'>;
  /**
   * Keeps a picture on the phone where its banking apps look (a deposit QR): iOS's share sheet
   * (Save Image, to Photos), Telegram's own download, a download, or the system browser opened on the
   * picture where the webview cannot download (Android's saves it; iOS's shows it, to long-press).
   * False only when the picture could not be had.
   * Absent in the plain browser, whose way (`saveWithBrowser`) the feature loads with itself: kept
   * off /login's first download, which every adapter method of the browser's is part of.
   */
  saveImage?(image: SavedImage): Promise<boolean>;
  close(): void;
  languageHint(): string | undefined;
  getAuthProof(): AuthProof | null;
  /**
   * The parameter the Mini App was opened with (Telegram `startapp` → `start_param`), e.g. an
   * inviter code. LINE permanent links carry theirs in the path and query instead.
   */
  startParam?(): string | undefined;
  /**
   * True when the host was detected but its SDK could not start (LIFF offline or without an id):
   * the app runs with browser behaviours and says so in one line.
   */
  hostFeaturesUnavailable?(): boolean;
  /**
   * The host's own primary button under the page (Telegram ≥ 6.0 MainButton) and its second one
   * (SecondaryButton, ≥ 7.10). Absent where the host has none: the sheet keeps its web buttons.
   */
  mainButton?: HostButton;
  secondaryButton?: HostButton;
  /**
   * A used or expired host proof can be replaced by a fresh one here (LINE: LINE Login or a LIFF
   * relaunch). Telegram signs its launch data once per launch, so it has no such way.
   */
  canRenewAuthProof?(): boolean;
  /** Leaves the page to come back with a fresh proof; only call when `canRenewAuthProof()`. */
  renewAuthProof?(): void;
}
