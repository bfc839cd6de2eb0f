import { describe, expect, it } from "vitest";
import { type FormField, type QuickPanelOutput, quickPanelFormSchema, toPayload } from "./quick-panel-form";

const TYPE = "0b7c6f1e-2d3a-4c5b-8e9f-1a2b3c4d5e6f";

const filled: QuickPanelOutput = {
  name: "Ana Gómez",
  phone_number: "+573001234567",
  customer: "customer-1",
  anonymous_customer: null,
  type: TYPE,
  payment_method: "method-1",
  value_view: true,
  required_value: 25000.4,
  calculated_cost: 12000.6,
  messengers_number: 2,
  is_round_trip: true,
  is_scheduled: true,
  scheduled_at: "2026-11-24T08:30",
  repeat_scheduled: true,
  repeat_scheduled_at: ["monday", "2026-12-24"],
  direct_assignment: true,
  messenger: "messenger-1",
  internal_identifier: "  PED-77 ",
  route_code: "",
  tags: [
    { uuid: "tag-urgente", name: "urgente" },
    { uuid: "tag-fragil", name: "frágil" },
  ],
  business_store_id: "store-1",
  origin: {
    address: "Calle 80 # 10-20",
    description: "Portería norte",
    latitude: 4.6661,
    longitude: -74.0536,
    city_id: 11001,
    foundByGeocode: true,
  },
  destinations: [{ address: "Carrera 7 # 45-10", description: "", latitude: null, longitude: null, city_id: -1, foundByGeocode: false }],
};

const everyField = () => true;
const BOGOTA = "America/Bogota";
const noOptionalField = (_field: FormField) => false;

describe("the quick panel's create payload (spec §3 creation payload)", () => {
  it("sends every shown field, in whole pesos, with Bogotá's scheduled time", () => {
    expect(toPayload(filled, everyField, BOGOTA)).toEqual({
      name: "Ana Gómez",
      phone_number: "+573001234567",
      type: TYPE,
      calculated_cost: 12001,
      required_value: 25000,
      is_round_trip: true,
      messengers_number: 2,
      locations: [
        {
          type: "origin",
          address: "Calle 80 # 10-20",
          description: "Portería norte",
          latitude: 4.6661,
          longitude: -74.0536,
          city_id: 11001,
          foundByGeocode: true,
        },
        {
          type: "destination",
          address: "Carrera 7 # 45-10",
          description: "",
          latitude: null,
          longitude: null,
          city_id: -1,
          foundByGeocode: false,
        },
      ],
      payment_method: "method-1",
      customer: "customer-1",
      anonymous_customer: null,
      direct_assignment: true,
      messenger: "messenger-1",
      internal_identifier: "PED-77",
      route_code: null,
      is_scheduled: true,
      scheduled_at: "2026-11-24T08:30:00-05:00",
      repeat_scheduled: true,
      repeat_scheduled_at: ["monday", "2026-12-24"],
      tags: ["tag-urgente", "tag-fragil"],
      business_store_id: null,
    });
  });

  it("reads the scheduled time on the headquarter's wall clock (decision 014)", () => {
    expect(toPayload(filled, everyField, "Asia/Tokyo").scheduled_at).toBe("2026-11-24T08:30:00+09:00");
    expect(toPayload(filled, everyField, "Asia/Kolkata").scheduled_at).toBe("2026-11-24T08:30:00+05:30");
    expect(toPayload({ ...filled, scheduled_at: "2026-07-01T08:30" }, everyField, "Europe/Madrid").scheduled_at).toBe(
      "2026-07-01T08:30:00+02:00",
    );
  });

  it("leaves out what the headquarter's settings hide, whatever the form still holds", () => {
    const payload = toPayload(filled, noOptionalField, BOGOTA);
    expect(payload).toMatchObject({
      customer: null,
      anonymous_customer: null,
      is_round_trip: false,
      messengers_number: 1,
      direct_assignment: false,
      messenger: null,
      internal_identifier: null,
      route_code: null,
    });
  });

  it("collects nothing without 'Recaudar un valor', and repeats nothing unscheduled", () => {
    const payload = toPayload({ ...filled, value_view: false, is_scheduled: false }, everyField, BOGOTA);
    expect(payload).toMatchObject({
      required_value: 0,
      is_scheduled: false,
      scheduled_at: null,
      repeat_scheduled: false,
      repeat_scheduled_at: null,
    });
  });

  it("sends no courier when direct assignment is off", () => {
    expect(toPayload({ ...filled, direct_assignment: false }, everyField, BOGOTA)).toMatchObject({
      direct_assignment: false,
      messenger: null,
    });
  });

  it("a business user's direct assignment names no courier: the server chooses it (spec §5)", () => {
    expect(toPayload(filled, everyField, BOGOTA, false)).toMatchObject({ direct_assignment: true, messenger: null });
    const withoutCourier = { ...filled, messenger: null, scheduled_at: "", is_scheduled: false, repeat_scheduled: false };
    const staff = quickPanelFormSchema(undefined, false).safeParse(withoutCourier);
    expect(staff.error?.issues.map((i) => i.message)).toEqual(["Seleccione el colaborador para la asignación directa"]);
    expect(quickPanelFormSchema(undefined, false, false).safeParse(withoutCourier).success).toBe(true);
  });

  it("sends a business user's store, never one of staff's", () => {
    expect(toPayload(filled, everyField, BOGOTA, false).business_store_id).toBe("store-1");
    expect(toPayload(filled, everyField, BOGOTA).business_store_id).toBeNull();
  });

  it("refuses a scheduled time that has passed on the headquarter's clock (the massive load's rule too)", () => {
    const scheduled = (scheduled_at: string) => ({ ...filled, direct_assignment: false, messenger: null, scheduled_at });
    const messages = (scheduled_at: string) =>
      quickPanelFormSchema(undefined, false, true, BOGOTA)
        .safeParse(scheduled(scheduled_at))
        .error?.issues.map((i) => i.message);
    expect(messages("2020-01-01T08:00")).toEqual(["La fecha y hora programada ya pasó; indique una posterior"]);
    expect(messages("")).toEqual(["Indique la fecha y hora del servicio programado"]);
    expect(messages("2099-12-24T14:30")).toBeUndefined();
  });
});
