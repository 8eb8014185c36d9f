import { clsx, type ClassValue } from "clsx";

/** Joins class names without resolving Tailwind conflicts (tailwind-merge is too heavy): `className` only adds. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
