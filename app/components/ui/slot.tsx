/**
 * The `asChild` pattern of {@link Button} (app/components/ui/button.tsx): renders its one child
 * element with the slot's props merged in, by the same rules as Radix's `Slot`: the child's props
 * win, except that `className`s are joined (the slot's first), `style`s merged (the child's values
 * win), event handlers both called (the child's first) and refs both set.
 *
 * Why not Radix's `Slot` here: the button is in the JavaScript of every page, and Radix's Slot
 * (with its Slottable and ref-composition helpers) was about 1 KB gzipped of it
 * (docs/decisions/039-first-paint-and-weight.md). The tabs, dialogs and menus keep Radix's.
 *
 * @throws Error from `Children.only` when `children` is not exactly one React element
 */
import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from "react";

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

/** Sets `value` on a callback or object ref. */
function setRef(ref: Ref<unknown> | undefined, value: unknown) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: unknown }).current = value;
}

/** One ref callback that sets both refs; either may be absent. */
function composeRefs(first: Ref<unknown> | undefined, second: Ref<unknown> | undefined): Ref<unknown> | undefined {
  if (!first || !second) return first ?? second;
  const composed: RefCallback<unknown> = (value) => {
    setRef(first, value);
    setRef(second, value);
  };
  return composed;
}

/** Renders `children` (one element) with the other props merged in (see the module comment). */
export function Slot({ children, ref, ...slotProps }: Props) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const childProps = child.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === "style" && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className" && childValue) {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  merged.ref = composeRefs(ref, childProps.ref);
  return cloneElement(child, merged);
}
