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
  haptic(kind: HapticKind): void;
  /** Copies with fallbacks for webviews; false when the user must copy by hand. */
  copy(text: string): Promise<boolean>;
  openGame(url: string, target: 'new' | 'same'): void;
  openExternal(url: string): void;
  share(url: string, text: string): Promise<boolean>;
  close(): void;
  languageHint(): string | undefined;
  getAuthProof(): AuthProof | null;
}
