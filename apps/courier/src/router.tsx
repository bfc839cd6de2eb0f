import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useSyncExternalStore } from "react";

// The app's few screens need only paths and links: a router of its own keeps ~11 kB of compressed JS off the first
// load (issue 24's 200 kB).
export const BASE = "/courier";
const CHANGE = "courier:navigate";

const subscribe = (listener: () => void) => {
  window.addEventListener("popstate", listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener("popstate", listener);
    window.removeEventListener(CHANGE, listener);
  };
};

/** The screen's path inside the app: "/", "/chat", "/servicios/…". */
export const usePath = () => useSyncExternalStore(subscribe, () => window.location.pathname.slice(BASE.length).replace(/\/$/, "") || "/");

export function navigate(path: string) {
  window.history.pushState(null, "", `${BASE}${path}`);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo(0, 0);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link to a screen of the app: a real address (opens in a new tab too), followed here without reloading. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${BASE}${to}`} onClick={follow} {...rest} />;
}
