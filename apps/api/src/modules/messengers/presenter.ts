import { MESSENGER_STATUS, type Messenger, type OptimalMessenger } from "@despacho/domain";
/** A courier as a headquarter sees it (queries/courier-view.ts: names from the user, online from the affiliation). */
export interface MessengerRow {
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  isOnline: boolean;
  isAvailable: boolean;
  rating: number;
  latitude: number | null;
  longitude: number | null;
  locationAt: Date | null;
}

const initials = (row: MessengerRow) => `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toLocaleUpperCase("es-CO");

export const presentMessenger = (row: MessengerRow): Messenger => ({
  uuid: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  image_url: row.imageUrl,
  avatar: initials(row),
  status: row.isOnline ? MESSENGER_STATUS.online : MESSENGER_STATUS.offline,
  is_available: row.isAvailable,
  rating: row.rating,
  last_location:
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude, at: row.locationAt?.toISOString() ?? null },
});

export const presentOptimalMessenger = (row: MessengerRow & { distanceKm: number }): OptimalMessenger => ({
  ...presentMessenger(row),
  distance_km: Math.round(row.distanceKm * 100) / 100,
});
