/** The button's `asChild` slot merges props as Radix's Slot does (app/components/ui/slot.tsx). */
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders the child element with the slot's props, the child's winning, classes joined", () => {
    const html = renderToStaticMarkup(
      <Slot className="knop" title="van de slot" aria-label="Opslaan">
        <a href="/favorieten" className="eigen" title="van het kind">
          Favorieten
        </a>
      </Slot>,
    );
    expect(html).toBe('<a href="/favorieten" class="knop eigen" title="van het kind" aria-label="Opslaan">Favorieten</a>');
  });

  it("merges styles and calls both handlers, the child's first, returning the child's result", () => {
    const calls: string[] = [];
    const slotHandler = vi.fn(() => calls.push("slot"));
    const childHandler = vi.fn(() => {
      calls.push("child");
      return "child-result";
    });
    const element = Slot({
      style: { color: "red", margin: 1 },
      onClick: slotHandler,
      children: <button type="button" style={{ color: "blue" }} onClick={childHandler} />,
    }) as React.ReactElement<{ style: object; onClick: (event: string) => unknown }>;
    expect(element.props.style).toEqual({ color: "blue", margin: 1 });
    expect(element.props.onClick("klik")).toBe("child-result");
    expect(calls).toEqual(["child", "slot"]);
    expect(slotHandler).toHaveBeenCalledWith("klik");
  });

  it("sets both refs", () => {
    const slotRef = createRef<unknown>();
    const childRef = createRef<HTMLAnchorElement>();
    const element = Slot({ ref: slotRef, children: <a href="/" ref={childRef} /> }) as React.ReactElement<{ ref: (value: unknown) => void }>;
    element.props.ref("node");
    expect(slotRef.current).toBe("node");
    expect(childRef.current).toBe("node");
  });

  it("refuses anything but one element", () => {
    expect(() => renderToStaticMarkup(<Slot>{[<a key="a" href="/a" />, <a key="b" href="/b" />]}</Slot>)).toThrow();
  });
});

describe("Button asChild", () => {
  it("styles its child link as a button", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" size="sm">
        <a href="/events">Alle events</a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/events" class="inline-flex [^"]*border border-border[^"]*h-9 px-3">Alle events<\/a>$/);
  });
});
