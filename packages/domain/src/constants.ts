// spec §9: business constants and limits.
export const CLIENT_VERSION = "1.4.1";
export const APP_CLIENT_HEADER = "x-client-app";
export const APP_CLIENT_NAME = "web-admin";
export const HEADQUARTER_HEADER = "x-headquarter";
export const HEADQUARTER_NAME_MAX = 30;
export const SHORTCUT_SUGGESTIONS = 10;
export const NOTIFICATION_ADVANCE_MS = 500;
export const OFFLINE_DELAY_MS = 1000;
export const RELOAD_AFTER_RECONNECT_MS = 100;
export const LOADING_DELAY_MS = 300;
export const CLOCK_TOLERANCE_MS = 60_000;
export const REPLAY_QUEUE_MAX = 20;
export const SEARCH_DEBOUNCE_MS = 1000;
/** The creation panel answers sooner than a list search: its courier search and its surcharge preview. */
export const PANEL_DEBOUNCE_MS = 400;
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const BOXED_MAX_WIDTH = 1280;
export const VIDEOS_LAYOUT_SWITCH_PX = 731;
export const MOBILE_BREAKPOINT_PX = 600;
export const FILE_SIZE_DEFAULT_BYTES = 2_621_440;
/**
 * spec §9 page sizes, the one catalogue: how many rows a list answers when asked for none (the API's default) and
 * how many each screen asks for and shows a page (the web's tables).
 */
export const PAGE_SIZE = {
  services: 25,
  /** Customers and service types lookup. */
  lookup: 5,
  locations: 5,
  affiliationRequests: 10,
  /** The headquarters a courier may ask to join, found by name in the courier app. */
  joinableHeadquarters: 10,
  /** Service history, link to create service, manage route, view services. */
  history: 25,
  /** Geozone, collaborator, working hours, tags: 10. */
  geozones: 10,
  messengers: 10,
  workingHours: 10,
  tags: 10,
  /** Queued geozones are read 100 at a time; their list view asks page 1 of 25. */
  queueGeozones: 100,
  queueGeozonesList: 25,
  chatContacts: 5,
  chatMessages: 20,
  /** The forward dialog's courier search. */
  chatForwardSearch: 25,
  /** The couriers nearest to a service's origin or to a point (not in the spec). */
  nearestMessengers: 10,
  /** The latest CSV reports listed beside the service history. */
  reports: 5,
  /** Issue 26: the webhooks' delivery log. */
  webhookDeliveries: 20,
  default: 25,
} as const;
export const LIST_LIMIT_MAX = 100;
/** Issue 21: the courier lists count their couriers up to this many; past it they say "más de 1.000". */
export const LIST_COUNT_CAP = 1000;
/** spec §9: the affiliation bell's popover. */
export const REQUEST_POPOVER_MAX_HEIGHT = 300;
export const TOAST_MS = { error: 2000, default: 1500, long: 6000, medium: 4000 } as const;
