/**
 * Tabs in the shadcn/ui shape following the WAI-ARIA tabs pattern with automatic activation.
 * Own code instead of Radix Tabs for page weight on /auth. Always controlled: the product keeps
 * the open tab in the URL and its triggers are links, so they work without JavaScript.
 */
import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/utils";

interface TabsState {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
  ...props
}: { value: string; onValueChange: (value: string) => void } & Omit<React.ComponentProps<"div">, "onChange">) {
  const baseId = React.useId();
  const state = React.useMemo(() => ({ value, onValueChange, baseId }), [value, onValueChange, baseId]);
  return (
    <TabsContext.Provider value={state}>
      <div className={className} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The row of tabs (`role="tablist"`); give it an `aria-label`. */
export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      className={cn("inline-flex h-11 w-full items-center rounded-md bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const current = tabs.indexOf(event.target as HTMLElement);
        if (current === -1) return;
        const next =
          event.key === "ArrowRight"
            ? (current + 1) % tabs.length
            : event.key === "ArrowLeft"
              ? (current - 1 + tabs.length) % tabs.length
              : event.key === "Home"
                ? 0
                : event.key === "End"
                  ? tabs.length - 1
                  : -1;
        if (next === -1) return;
        event.preventDefault();
        tabs[next]?.focus();
      }}
      {...props}
    />
  );
}

/** One tab; with `asChild` its one child (e.g. a Link) becomes the tab and its own click still works. */
export function TabsTrigger({
  value,
  asChild = false,
  className,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: { value: string; asChild?: boolean } & React.ComponentProps<"button">) {
  const { value: selectedValue, onValueChange, baseId } = useTabs("TabsTrigger");
  const selected = value === selectedValue;
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      role="tab"
      type={asChild ? undefined : "button"}
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={(event: React.MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        const plain = event.button === 0 && !event.ctrlKey && !event.metaKey;
        if (!event.defaultPrevented && plain && !selected) onValueChange(value);
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ") && !selected) onValueChange(value);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        // Focus moved here by the arrow keys, not by a mouse press, which selects on its own.
        if (!selected && event.currentTarget.matches(":focus-visible")) onValueChange(value);
      }}
      {...props}
    />
  );
}

/** The panel of the tab with the same `value`; rendered only while selected. */
export function TabsContent({ value, className, children, ...props }: { value: string } & React.ComponentProps<"div">) {
  const { value: selectedValue, baseId } = useTabs("TabsContent");
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state="active"
      tabIndex={0}
      className={cn("mt-4", className)}
      {...props}
    >
      {children}
    </div>
  );
}
