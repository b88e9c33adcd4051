#!/usr/bin/env node
// Merges a partial translation file { "th": {...}, "la": {...}, "en": {...} } into locales/*.json.
// Several people (and helpers) add keys at once; a read-merge-write of the three files keeps each
// edit small, keeps keys sorted the same way in all three files, and refuses a partial that does
// not give every key in all three languages.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['th', 'la', 'en'];
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/i18n-merge.mjs partial.json');
  process.exit(2);
}
const partial = JSON.parse(readFileSync(file, 'utf8'));
const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]));
const keys = LOCALES.map((l) => new Set(flat(partial[l] ?? {})));
const all = new Set(keys.flatMap((s) => [...s]));
const missing = LOCALES.flatMap((l, i) => [...all].filter((k) => !keys[i].has(k)).map((k) => `${l}:${k}`));
if (missing.length) {
  console.error(`missing translations: ${missing.join(', ')}`);
  process.exit(1);
}
const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === 'object') target[k] = merge(target[k] && typeof target[k] === 'object' ? target[k] : {}, v);
    else target[k] = v;
  }
  return target;
};
const sortDeep = (o) =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] && typeof o[k] === 'object' ? sortDeep(o[k]) : o[k]]),
  );
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
for (const l of LOCALES) {
  const path = new URL(`../locales/${l}.json`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(sortDeep(merge(readJson(path), partial[l])), null, 2)}\n`);
}
console.log(`merged ${all.size} keys into locales/{${LOCALES.join(',')}}.json`);
