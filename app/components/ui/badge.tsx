import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A small rounded label; the shape is the `badge` class of app.css, the colours per variant. */
export const badgeVariants = cva("badge", {
  variants: {
    variant: {
      default: "bg-primary-soft text-primary-soft-foreground",
      accent: "bg-accent-soft text-accent-soft-foreground",
      success: "bg-success-soft text-success-soft-foreground",
      outline: "border border-border text-foreground",
      muted: "bg-muted text-muted-foreground",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({
  className,
  variant,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
