import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { textsOf, type LocaleGroup } from '../../src/app/locale-groups.ts';

const PREFIX = 'virtual:locale/';
const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * `import('virtual:locale/th/guest')` → the part of locales/th.json that group needs, as its own
 * chunk. The source of truth stays one JSON file per language.
 */
export function localeGroups(): Plugin {
  return {
    name: 'locale-groups',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, group] = id.slice(PREFIX.length + 1).split('/') as [string, LocaleGroup];
      const file = `${localesDir}${locale}.json`;
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(textsOf(all, group))};`;
    },
  };
}
