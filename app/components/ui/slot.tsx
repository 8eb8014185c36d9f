/**
 * The `asChild` pattern of {@link Button}, with Radix `Slot`'s merge rules (classes joined, handlers
 * and refs both called). Own code because the button is in every page's JavaScript.
 * @throws Error from `Children.only` when `children` is not exactly one React element
 */
import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from "react";

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

function setRef(ref: Ref<unknown> | undefined, value: unknown) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: unknown }).current = value;
}

function composeRefs(first: Ref<unknown> | undefined, second: Ref<unknown> | undefined): Ref<unknown> | undefined {
  if (!first || !second) return first ?? second;
  const composed: RefCallback<unknown> = (value) => {
    setRef(first, value);
    setRef(second, value);
  };
  return composed;
}

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
