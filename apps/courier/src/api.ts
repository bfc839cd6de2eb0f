import { apiSend } from "@despacho/client";
import { PAGE_SIZE } from "@despacho/domain";
import { uploadPathOf } from "./chat/chat-drafts";
import type {
  ChatMessage,
  CourierEarnings,
  CourierOffer,
  CourierPetitionAction,
  CourierProfile,
  CourierProfilePatch,
  CourierSignUp,
  JoinableHeadquarter,
  Motorcycle,
  MotorcycleCreate,
  Page,
  Petition,
  CourierService,
  TokenResponse,
} from "@despacho/domain";

// The courier API (/api/courier/…) as the app reads it. Answers are typed by the domain's types; the app sends its
// actions through the outbox (outbox/courier-outbox.ts).

const read = async <T>(path: string, query?: Record<string, string | number>) => (await apiSend(path, { query })).data as T;
const write = async <T>(method: "POST" | "PATCH" | "PUT", path: string, body: unknown, auth = true) =>
  (await apiSend(path, { method, body, auth })).data as T;

export const SERVICES_PAGE = 50;

/** GET /api/courier/earnings/ as the earnings screen asks it (the domain's courierEarningsQuerySchema checks it). */
export type EarningsRequest = { headquarter: string; from: string; to: string; limit: number };

export const courierApi = {
  profile: () => read<CourierProfile>("/courier/profile/"),
  offers: () => read<CourierOffer[]>("/courier/offers/"),
  services: () => read<{ results: CourierService[] }>("/courier/services/", { limit: SERVICES_PAGE }).then((page) => page.results),
  petitions: () => read<{ results: Petition[] }>("/courier/petitions/").then((page) => page.results),
  /** The headquarters open to couriers whose name contains `q`, a page from `offset`. */
  headquarters: (q: string, offset: number) =>
    read<Page<JoinableHeadquarter>>("/courier/headquarters/", { q, offset, limit: PAGE_SIZE.joinableHeadquarters }),
  askToJoin: (headquarter: string) => apiSend("/courier/petitions/", { method: "POST", body: { headquarter, is_association: true } }),
  actOnPetition: (id: string, action: CourierPetitionAction) => write<Petition>("PATCH", `/courier/petitions/${id}/${action}/`, undefined),
  /** A new courier account (no session yet); the app then signs in with it. */
  signUp: (input: CourierSignUp) => write<CourierProfile>("POST", "/courier/sign-up/", input, false),
  signIn: (username: string, password: string) => write<TokenResponse>("POST", "/users/token/", { username, password }, false),
  updateProfile: (patch: CourierProfilePatch) => write<CourierProfile>("PATCH", "/courier/profile/", patch),
  motorcycles: () => read<Motorcycle[]>("/courier/motorcycles/"),
  addMotorcycle: (input: MotorcycleCreate) => write<Motorcycle>("POST", "/courier/motorcycles/", input),
  updateMotorcycle: (id: string, input: MotorcycleCreate) => write<Motorcycle>("PUT", `/courier/motorcycles/${id}/`, input),
  earnings: (query: EarningsRequest) => read<CourierEarnings>("/courier/earnings/", query),
  setOnline: (headquarter: string, online: boolean) =>
    apiSend("/courier/activation/", { method: "POST", body: { headquarter, online } }).then((answer) => answer.data as CourierProfile),
  chat: (headquarter: string) => read<{ results: ChatMessage[] }>("/courier/chat/messages/", { headquarter }).then((page) => page.results),
  logout: (refresh: string | null) => apiSend("/access-control/logout/", { method: "DELETE", body: { refresh } }),
  /** Stores a proof's photo or signature, or a chat's image or voice note (by its type); answers its address. */
  upload: async (blob: Blob, name: string) => {
    const form = new FormData();
    form.append("file", blob, name);
    return ((await apiSend(uploadPathOf(blob), { method: "POST", body: form })).data as { url: string }).url;
  },
};

export const QUERY_KEYS = {
  profile: ["courier", "profile"],
  offers: ["courier", "offers"],
  services: ["courier", "services"],
  petitions: ["courier", "petitions"],
  headquarters: (q: string) => ["courier", "headquarters", q],
  chat: (headquarter: string) => ["courier", "chat", headquarter],
  motorcycles: ["courier", "motorcycles"],
  earnings: (query: EarningsRequest) => ["courier", "earnings", query],
} as const;
