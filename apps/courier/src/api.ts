import { apiSend } from "@despacho/client";
import type { ChatMessage, CourierOffer, CourierProfile, CourierService, Petition } from "@despacho/domain";

// The courier API (/api/courier/…) as the app reads it. Answers are typed by the domain's types; the app sends its
// actions through the outbox (outbox/courier-outbox.ts).

const read = async <T>(path: string, query?: Record<string, string | number>) => (await apiSend(path, { query })).data as T;

export const SERVICES_PAGE = 50;

export const courierApi = {
  profile: () => read<CourierProfile>("/courier/profile/"),
  offers: () => read<CourierOffer[]>("/courier/offers/"),
  services: () => read<{ results: CourierService[] }>("/courier/services/", { limit: SERVICES_PAGE }).then((page) => page.results),
  petitions: () => read<{ results: Petition[] }>("/courier/petitions/").then((page) => page.results),
  askToJoin: (headquarter: string) => apiSend("/courier/petitions/", { method: "POST", body: { headquarter, is_association: true } }),
  setOnline: (headquarter: string, online: boolean) =>
    apiSend("/courier/activation/", { method: "POST", body: { headquarter, online } }).then((answer) => answer.data as CourierProfile),
  chat: (headquarter: string) => read<{ results: ChatMessage[] }>("/courier/chat/messages/", { headquarter }).then((page) => page.results),
  logout: (refresh: string | null) => apiSend("/access-control/logout/", { method: "DELETE", body: { refresh } }),
  /** Stores a proof's photo or signature; answers its address. */
  upload: async (blob: Blob, name: string) => {
    const form = new FormData();
    form.append("file", blob, name);
    return ((await apiSend("/courier/chat/upload-image/", { method: "POST", body: form })).data as { url: string }).url;
  },
};

export const QUERY_KEYS = {
  profile: ["courier", "profile"],
  offers: ["courier", "offers"],
  services: ["courier", "services"],
  petitions: ["courier", "petitions"],
  chat: (headquarter: string) => ["courier", "chat", headquarter],
} as const;
