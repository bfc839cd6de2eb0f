import { ROUTES } from "@despacho/domain";

/** spec §9: the chat side panel is 380 px wide with a contact column of 70 px. */
export const CHAT_PANEL = { width: 380, contactColumn: 70 } as const;

/** spec §2.3: the routes where the side panel and its toolbar toggle are hidden (the last ones have no screen yet). */
const HIDDEN_ON = [
  ROUTES.login.path,
  ROUTES.chat.path,
  ROUTES.selectHeadquarter.path,
  ROUTES.notFound.path,
  ROUTES.forbidden.path,
  "/mapWindow",
  "/report-services",
  "/link-service",
  "/tracking",
];

/** Whether the chat side panel is hidden at this path (the route itself or any path below it). */
export const chatPanelHiddenOn = (pathname: string) => HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));
