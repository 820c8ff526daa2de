import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Unlike shadcn's default this does not run tailwind-merge (9 KB gzipped, too much for the
 * landing page budget), so a className passed to a component must not fight a base utility of the same
 * property; use a variant (`max-sm:hidden`) or a component variant prop instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
