import { Box, type SxProps, type Theme } from "@mui/material";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";

const OVERSCAN_PX = 400;

interface VirtualListProps<T> {
  items: readonly T[];
  /** Fixed height per kind of item (rows, group headers): offsets are a prefix sum, no measuring. */
  heightOf: (item: T) => number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Called when the user scrolls near the end (infinite scroll). */
  onNearEnd?: () => void;
  label: string;
  sx?: SxProps<Theme>;
}

function firstAtOrAfter(offsets: number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1] <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A small windowing list: only the rows in view (plus a margin) are in the DOM, so 2,000 services
 * scroll as smoothly as 20. Rows keep a fixed height per kind.
 */
export function VirtualList<T>({ items, heightOf, keyOf, render, onNearEnd, label, sx }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const offsets = useMemo(() => {
    const result = new Array<number>(items.length + 1);
    result[0] = 0;
    for (let i = 0; i < items.length; i++) result[i + 1] = result[i] + heightOf(items[i]);
    return result;
  }, [items, heightOf]);
  const total = offsets[items.length];

  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight });
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  };

  const start = items.length ? firstAtOrAfter(offsets, Math.max(0, view.top - OVERSCAN_PX)) : 0;
  let end = start;
  while (end < items.length && offsets[end] < view.top + view.height + OVERSCAN_PX) end++;

  useEffect(() => {
    if (onNearEnd && total > 0 && view.top + view.height >= total - 1500) onNearEnd();
  }, [onNearEnd, total, view.top, view.height]);

  return (
    <Box ref={ref} onScroll={onScroll} sx={{ overflowY: "auto", position: "relative", ...sx }}>
      {/* Inline styles, not sx: a class per distinct offset would flood the style sheet. */}
      <ul aria-label={label} style={{ height: total, position: "relative", margin: 0, padding: 0, listStyle: "none" }}>
        {items.slice(start, end).map((item, i) => (
          <li key={keyOf(item)} style={{ position: "absolute", left: 0, right: 0, top: offsets[start + i], height: heightOf(item) }}>
            {render(item)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
