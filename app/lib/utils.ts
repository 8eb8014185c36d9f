import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx): strings, conditionals, arrays; falsy values are dropped.
 *
 * Unlike shadcn/ui's `cn` it does not resolve Tailwind conflicts: tailwind-merge would add about
 * 8 KB gzipped to every page's initial JavaScript (docs/decisions/010-performance.md).
 * A component's `className` may therefore only add classes. To override a base class, use a
 * variant (`max-sm:hidden` instead of `hidden sm:inline-flex` on an `inline-flex` button) or
 * Tailwind's important modifier (`bg-muted!`); for a conditional, choose one class or the other.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
