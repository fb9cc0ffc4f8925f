"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * After a navigation (a link followed, sign-in's redirect) the element that had the focus is gone
 * and the browser drops it to the page itself: it goes to the page's main content instead, so the
 * next Tab continues there. Focus a page has placed itself is left alone.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
