"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A box that scrolls when its content is larger than it: then it is a labelled Tab stop (keyboard
 * users can scroll it with the arrow keys) and a line under it says that it scrolls, so cut-off
 * columns do not look like the whole table.
 */
export function ScrollRegion({
  label,
  axis = "x",
  className = "",
  children,
}: {
  label: string;
  axis?: "x" | "y";
  className?: string;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setOverflows(axis === "x" ? el.scrollWidth > el.clientWidth + 1 : el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [axis]);
  return (
    <>
      <div
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={overflows ? 0 : undefined}
        data-scrolls={overflows ? axis : undefined}
        className={`${axis === "x" ? "overflow-x-auto" : "overflow-y-auto"} outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`}
      >
        {children}
      </div>
      {overflows && (
        <p className="mt-1 text-xs text-slate-500" aria-hidden>
          {axis === "x" ? "Scroll sideways for more columns →" : "Scroll down for more ↓"}
        </p>
      )}
    </>
  );
}
