import { Box, type SxProps, type Theme } from "@mui/material";
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";

const OVERSCAN_PX = 400;

interface VirtualListProps<T> {
  items: readonly T[];
  /** Height per kind of item (rows, group headers): fixed, or the estimate of a row not measured yet. */
  heightOf: (item: T) => number;
  /** Rows take the height their content needs (wrapped text on a phone) and are measured once shown. */
  measureRows?: boolean;
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

/** Heights of the rows in view, kept by key while `measureRows` is on; every shown row is observed. */
function useMeasuredHeights(enabled: boolean, list: RefObject<HTMLUListElement | null>) {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const observer = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    setHeights(new Map());
    if (!enabled) return;
    const watcher = new ResizeObserver((entries) =>
      setHeights((previous) => {
        let next: Map<string, number> | null = null;
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.key;
          const height = Math.ceil(entry.borderBoxSize[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight);
          if (key === undefined || height === 0 || previous.get(key) === height) continue;
          next ??= new Map(previous);
          next.set(key, height);
        }
        return next ?? previous;
      }),
    );
    observer.current = watcher;
    for (const row of Array.from(list.current?.children ?? [])) watcher.observe(row);
    return () => {
      watcher.disconnect();
      observer.current = null;
    };
  }, [enabled, list]);

  const observe = useCallback((row: HTMLLIElement | null) => {
    const watcher = observer.current;
    if (!row || !watcher) return;
    watcher.observe(row);
    return () => watcher.unobserve(row);
  }, []);

  return { heights, observe };
}

/**
 * A small windowing list: only the rows in view (plus a margin) are in the DOM, so 2,000 services
 * scroll as smoothly as 20. Rows keep a fixed height per kind, or are measured (`measureRows`).
 */
export function VirtualList<T>({ items, heightOf, measureRows = false, keyOf, render, onNearEnd, label, sx }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const { heights, observe } = useMeasuredHeights(measureRows, list);
  const offsets = useMemo(() => {
    const result = new Array<number>(items.length + 1);
    result[0] = 0;
    for (let i = 0; i < items.length; i++) result[i + 1] = result[i] + (heights.get(keyOf(items[i])) ?? heightOf(items[i]));
    return result;
  }, [items, heightOf, heights, keyOf]);
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
      <ul ref={list} aria-label={label} style={{ height: total, position: "relative", margin: 0, padding: 0, listStyle: "none" }}>
        {items.slice(start, end).map((item, i) => (
          <li
            key={keyOf(item)}
            ref={measureRows ? observe : undefined}
            data-key={keyOf(item)}
            style={{ position: "absolute", left: 0, right: 0, top: offsets[start + i], height: measureRows ? undefined : heightOf(item) }}
          >
            {render(item)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
