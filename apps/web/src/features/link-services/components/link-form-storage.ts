import type { LinkServiceRequestInput } from "@despacho/domain";
import { LINK_SERVICE_DEFAULTS } from "@despacho/domain";

/** spec §3: the link-service form is kept between visits, one per link, in this browser only. */
const keyOf = (token: string) => `link-service:${token}`;

export const emptyLinkLocation = (type: "origin" | "destination") => ({
  type,
  address: "",
  description: "",
  latitude: null,
  longitude: null,
  city_id: LINK_SERVICE_DEFAULTS.city_id,
  foundByGeocode: false,
});

/** spec §9 link-service defaults: required_value "0", every location's city "-1". */
export const linkFormDefaults = (token: string): LinkServiceRequestInput => ({
  token,
  name: "",
  phone_number: "",
  type: "",
  payment_method: null,
  required_value: LINK_SERVICE_DEFAULTS.required_value,
  locations: [emptyLinkLocation("origin"), emptyLinkLocation("destination")],
});

export function restoredLinkForm(token: string): LinkServiceRequestInput {
  try {
    const kept = localStorage.getItem(keyOf(token));
    return kept ? { ...linkFormDefaults(token), ...JSON.parse(kept), token } : linkFormDefaults(token);
  } catch {
    return linkFormDefaults(token);
  }
}

export const keepLinkForm = (values: LinkServiceRequestInput) => localStorage.setItem(keyOf(values.token), JSON.stringify(values));
export const forgetLinkForm = (token: string) => localStorage.removeItem(keyOf(token));
