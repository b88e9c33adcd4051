/** A class name, or a falsy value for "no class here" (e.g. `active && styles.active`). */
export type ClassValue = string | false | null | undefined | 0;

/** Joins the class names that are set, with single spaces: `cx(styles.root, active && styles.on, className)`. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
