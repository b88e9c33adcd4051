import type { LiffApi } from '../line';

/**
 * A LIFF stand-in behind the adapter's `LiffApi` seam, for tests, Storybook and `?platform=line`
 * in dev: it records every call and answers like the LIFF browser (or an external browser) would.
 */
export interface FakeLiffOptions {
  inClient?: boolean;
  loggedIn?: boolean;
  idToken?: string | null;
  appLanguage?: string;
  shareTargetPicker?: boolean;
  /** What shareTargetPicker resolves with: a result when sent, undefined when the picker was closed. */
  shareResult?: { status: 'success' } | undefined;
  initError?: Error;
}

export interface RecordedLiffCall {
  method: keyof LiffApi;
  args: unknown[];
}

export interface FakeLiff extends LiffApi {
  calls: RecordedLiffCall[];
  callsOf(method: keyof LiffApi): RecordedLiffCall[];
  onCall(listener: (call: RecordedLiffCall) => void): () => void;
}

export const sampleLineIdToken = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJodHRwczovL2FjY2Vzcy5saW5lLm1lIiwic3ViIjoiVTEyMyJ9.sig';

export function createFakeLiff(options: FakeLiffOptions = {}): FakeLiff {
  const {
    inClient = true,
    loggedIn = inClient,
    idToken = sampleLineIdToken,
    appLanguage = 'th',
    shareTargetPicker = true,
    initError,
  } = options;
  // `undefined` is a meaningful answer here (picker closed), so no destructuring default.
  const shareResult = 'shareResult' in options ? options.shareResult : { status: 'success' as const };
  const calls: RecordedLiffCall[] = [];
  const listeners = new Set<(call: RecordedLiffCall) => void>();
  let initialised = false;
  const record = (method: keyof LiffApi, args: unknown[]) => {
    const call = { method, args };
    calls.push(call);
    listeners.forEach((listener) => listener(call));
  };
  const requireInit = (method: string) => {
    // The real SDK throws when an API is used before init; so does the fake, to catch boot-order bugs.
    if (!initialised) throw new Error(`liff.${method} called before liff.init`);
  };
  return {
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    onCall: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init: async (config) => {
      record('init', [config]);
      if (initError) throw initError;
      initialised = true;
    },
    isInClient: () => inClient,
    isLoggedIn: () => loggedIn,
    login: (config) => {
      requireInit('login');
      record('login', [config]);
    },
    getIDToken: () => {
      requireInit('getIDToken');
      return loggedIn ? idToken : null;
    },
    openWindow: (params) => {
      requireInit('openWindow');
      record('openWindow', [params]);
    },
    isApiAvailable: (name) => {
      requireInit('isApiAvailable');
      return name === 'shareTargetPicker' ? shareTargetPicker : false;
    },
    shareTargetPicker: async (messages, pickerOptions) => {
      requireInit('shareTargetPicker');
      record('shareTargetPicker', [messages, pickerOptions]);
      return shareResult;
    },
    getAppLanguage: () => appLanguage,
    closeWindow: () => {
      requireInit('closeWindow');
      record('closeWindow', []);
    },
  };
}
