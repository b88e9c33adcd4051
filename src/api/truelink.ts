import { buildConfig } from '../config/build';

/**
 * Encrypts a True Money gift link for POST /api/wallet/truelink (contract `TruelinkRequest`):
 * AES-256-GCM with key = SHA-256(shared secret), sent as base64url(iv[12] || ciphertext || tag[16]).
 * WebCrypto's AES-GCM output is already ciphertext followed by the 16-byte tag.
 */
const encoder = new TextEncoder();

async function keyOf(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt']);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function encryptTruelink(link: string, secret: string = buildConfig.trueWalletKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(secret), encoder.encode(link.trim())),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv, 0);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}
