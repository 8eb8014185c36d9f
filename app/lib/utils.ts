import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) without resolving Tailwind conflicts: tailwind-merge weighs too much for
 * every page. So `className` may only add classes; override with a variant or `!`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
