import { proxy } from 'valtio';
import { lookup } from '../../api/lookup';

/** The conditions modal of the member menu (spec §2 Member shell): sanitised HTML from the lookup. */
export const conditions = proxy({
  open: false,
  loading: false,
  items: null as string[] | null,
});

export async function openConditions(): Promise<void> {
  conditions.open = true;
  if (conditions.items || conditions.loading) return;
  conditions.loading = true;
  try {
    conditions.items = (await lookup('conditions', { errors: 'silent' })).conditions;
  } catch {
    conditions.items = [];
  } finally {
    conditions.loading = false;
  }
}

export function closeConditions(): void {
  conditions.open = false;
}

export function resetConditions(): void {
  conditions.open = false;
  conditions.loading = false;
  conditions.items = null;
}
