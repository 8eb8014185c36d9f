import { AlertCircle, CheckCircle2, Info } from "~/components/icons";
import type * as React from "react";
import { cn } from "~/lib/utils";

const styles = {
  success: "border-success-soft-foreground/30 bg-success-soft text-success-soft-foreground",
  error: "border-destructive/40 bg-red-50 text-red-900",
  info: "border-primary/30 bg-primary-soft text-primary-soft-foreground",
} as const;
const icons = { success: CheckCircle2, error: AlertCircle, info: Info } as const;

/**
 * An inline message. Errors are `role="alert"` (announced at once); others `role="status"`.
 */
export function Alert({
  variant = "info",
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { variant?: keyof typeof styles }) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-3 rounded-lg border p-4 text-sm", styles[variant], className)}
      {...props}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
