import { describe, expect, it } from "vitest";
import type { ServiceHistoryEntry } from "../../../api/get-service-history";
import { historyAuthor, historyText } from "./history-text";

const ana = { uuid: "m-1", full_name: "Ana Ríos" };
const beto = { uuid: "m-2", full_name: "Beto Sanz" };
const entry = (overrides: Partial<ServiceHistoryEntry> & Pick<ServiceHistoryEntry, "action" | "from" | "to">): ServiceHistoryEntry => ({
  uuid: "h-1",
  user: null,
  from_messenger: null,
  to_messenger: null,
  data: {},
  created_at: "2026-11-27T15:00:00.000Z",
  ...overrides,
});

describe("a line of the service's history", () => {
  it("names the courier and the status change instead of repeating 'Asignado → Asignado'", () => {
    expect(historyText(entry({ action: "assign", from: "by_assign", to: "assigned", to_messenger: ana }))).toBe(
      "Asignado a Ana Ríos · Por asignar → Asignado",
    );
    expect(historyText(entry({ action: "assign", from: "pending", to: "assigned", to_messenger: ana }))).toBe(
      "Asignado a Ana Ríos · Pendiente → Asignado",
    );
    expect(historyText(entry({ action: "reassign", from: "assigned", to: "assigned", from_messenger: ana, to_messenger: beto }))).toBe(
      "Reasignado de Ana Ríos a Beto Sanz",
    );
    expect(historyText(entry({ action: "unassign", from: "assigned", to: "by_assign", from_messenger: beto }))).toBe(
      "Desasignado de Beto Sanz · Asignado → Por asignar",
    );
    expect(historyText(entry({ action: "accept", from: "assigned", to: "assigned" }))).toBe("Aceptado");
  });

  it("gives a new service its first status, and the reason of a cancellation", () => {
    expect(historyText(entry({ action: "created", from: null, to: "by_assign" }))).toBe("Creado · Por asignar");
    expect(historyText(entry({ action: "cancel", from: "assigned", to: "cancelled", data: { reason: "Dirección inexistente" } }))).toBe(
      "Cancelado · Asignado → Cancelado · Motivo: Dirección inexistente",
    );
  });

  it("explains the dispatch engine's decision", () => {
    const decision = {
      step: "next_courier",
      outcome: "assigned",
      chosen_ids: ["m-1"],
      candidates: [
        {
          courier_id: "m-1",
          name: "Ana Ríos",
          total: 3.2,
          parts: { travel: 6.3, wait: 0, load: 3, queue: 0, idle: -1.2, rating: 0, hours: 0, priority: 0 },
          km: 2.1,
          active_services: 1,
          idle_minutes: 6,
          busy_minutes: 0,
        },
      ],
      answers: [{ courier_id: "m-2", name: "Beto Sanz", answer: "rejected" }],
      excluded: [],
    };
    expect(historyText(entry({ action: "dispatch", from: "by_assign", to: "assigned", data: { decision } }))).toBe(
      "Despacho automático: Asignado a Ana Ríos (2,1 km, libre hace 6 min, 1 servicio en curso); Beto Sanz rechazó",
    );
  });
});

describe("who made a change of the service's history", () => {
  it("names the user, the API key they made it through, or the system", () => {
    expect(historyAuthor(entry({ action: "created", from: null, to: "by_assign", user: ana }))).toBe("Ana Ríos");
    expect(
      historyAuthor(entry({ action: "created", from: null, to: "by_assign", user: ana, api_key: { uuid: "k1", name: "Tienda" } })),
    ).toBe("Ana Ríos (clave de API «Tienda»)");
    expect(historyAuthor(entry({ action: "activate", from: "scheduled", to: "by_assign", user: null }))).toBe("Sistema");
  });
});
