/** The host the app runs in, and what a feature may ask of it (DESIGN.md §4). */
export type PlatformKind = 'telegram' | 'line' | 'browser';

export type HapticKind = 'light' | 'success' | 'error' | 'selection';

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
  /** Shares the invite link; false when the user cancelled or nothing could be shared or copied. */
  share(url: string, text: string): Promise<boolean>;
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
   * A used or expired host proof can be replaced by a fresh one here (LINE: LINE Login or a LIFF
   * relaunch). Telegram signs its launch data once per launch, so it has no such way.
   */
  canRenewAuthProof?(): boolean;
  /** Leaves the page to come back with a fresh proof; only call when `canRenewAuthProof()`. */
  renewAuthProof?(): void;
}
