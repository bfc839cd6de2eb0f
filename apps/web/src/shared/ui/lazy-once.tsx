import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A component whose code is downloaded the first time `when` is true, and kept mounted from then on (so it
 * can close with its animation): dialogs and toasts that most visits never show stay off the first page.
 */
export function lazyOnce<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazyOnce({ when, ...props }: P & { when: boolean }) {
    const [wanted, setWanted] = useState(when);
    if (when && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Component {...(props as unknown as P)} />
      </Suspense>
    );
  };
}
