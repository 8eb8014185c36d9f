/**
 * Text typed into a `<textarea>` before the page's JavaScript hydrated it. React resets a hydrated
 * textarea to its server text (inputs and selects keep what was typed), so on a slow phone an edit
 * typed before hydration would be lost. {@link DEFERRED_MODULE_BOOT} keeps each typed textarea's
 * value on the element under {@link TYPED_BEFORE_HYDRATION}; the textarea's ref puts it back when it
 * mounts. A textarea mounted later is a new element without it, so old text never comes back.
 */

/** The textarea element's property holding the text typed before hydration. */
export const TYPED_BEFORE_HYDRATION = "typedBeforeHydration";

/** A textarea's ref: puts back what was typed into `element` before hydration, if anything. */
export function restoreTypedText(element: HTMLTextAreaElement | null): void {
  const typed = element as (HTMLTextAreaElement & { [TYPED_BEFORE_HYDRATION]?: string }) | null;
  if (typed?.[TYPED_BEFORE_HYDRATION] === undefined) return;
  typed.value = typed[TYPED_BEFORE_HYDRATION];
  delete typed[TYPED_BEFORE_HYDRATION];
}
