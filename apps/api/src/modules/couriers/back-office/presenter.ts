import {
  MESSENGER_STATUS,
  type Messenger,
  type MessengerLocationPoint,
  type Motorcycle,
  type MessengerPayment,
  type MessengerPaymentMethod,
  type MessengerRow as BackOfficeMessenger,
  type OptimalMessenger,
} from "@despacho/domain";
import type { messengerLocations, messengerPayments, motorcycles } from "../../../db/schema/index.js";
import type { ListedCourier } from "./queries/couriers.js";
import type { CourierMarks } from "./queries/marks.js";

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

const initialsOf = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase("es-CO");

export const presentMessenger = (row: MessengerRow & CourierMarks): Messenger => ({
  uuid: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  image_url: row.imageUrl,
  avatar: initialsOf(row.firstName, row.lastName),
  status: row.isOnline ? MESSENGER_STATUS.online : MESSENGER_STATUS.offline,
  is_available: row.isAvailable,
  rating: row.rating,
  last_location:
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude, at: row.locationAt?.toISOString() ?? null },
  blocked: row.blocked,
  out_of_hours: row.outOfHours,
});

export const presentOptimalMessenger = (row: MessengerRow & CourierMarks & { distanceKm: number }): OptimalMessenger => ({
  ...presentMessenger(row),
  distance_km: Math.round(row.distanceKm * 100) / 100,
});

export const presentCourier = ({ messenger, user, affiliation }: ListedCourier): BackOfficeMessenger => ({
  uuid: messenger.id,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: `${user.firstName} ${user.lastName}`.trim(),
  image_url: user.imageUrl,
  avatar: initialsOf(user.firstName, user.lastName),
  status: affiliation.isOnline ? MESSENGER_STATUS.online : MESSENGER_STATUS.offline,
  rating: messenger.rating,
  rating_counter: messenger.ratingCounter,
  username: user.username,
  nuip: messenger.nuip,
  phone_number: messenger.phoneNumber,
  email: user.email,
  address: messenger.address,
  affiliation_status: affiliation.status,
  affiliated_at: affiliation.affiliatedAt?.toISOString() ?? null,
  disaffiliated_at: affiliation.disaffiliatedAt?.toISOString() ?? null,
  configuration: { payroll_paid: affiliation.payrollPaid, balance: affiliation.balance },
});

type PaymentRow = typeof messengerPayments.$inferSelect;

export const presentPayment = (
  payment: PaymentRow,
  by: { firstName: string; lastName: string } | null,
  balance?: number,
): MessengerPayment => ({
  id: payment.id,
  amount: payment.amount,
  method: payment.method as MessengerPaymentMethod,
  note: payment.note,
  created_at: payment.createdAt.toISOString(),
  created_by: by ? `${by.firstName} ${by.lastName}`.trim() : null,
  ...(balance !== undefined && { balance }),
});

export const presentMotorcycle = (row: typeof motorcycles.$inferSelect): Motorcycle => ({
  id: row.id,
  license_plate: row.licensePlate,
  brand: row.brand,
  model: row.model,
  line: row.line,
  color: row.color,
  cylindrical: row.cylindrical,
  insurance_start_date: row.insuranceStartDate,
  insurance_expiration_date: row.insuranceExpirationDate,
  techno_mechanical_start_date: row.technoMechanicalStartDate,
  techno_mechanical_expiration_date: row.technoMechanicalExpirationDate,
  verified: row.verified,
});

export const presentLocationPoint = (row: typeof messengerLocations.$inferSelect): MessengerLocationPoint => ({
  id: row.id,
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy: row.accuracy,
  speed: row.speed,
  using_fake_location: row.usingFakeLocation,
  coordinates_created_at: row.coordinatesCreatedAt.toISOString(),
});
