import { describe, expect, it } from "vitest";
import { buildDecision } from "./decision.js";
import { explainDecision, routeText } from "./explanation.js";
import { rankCandidates } from "./rank.js";
import { DEFAULT_DIFFUSION_SETTINGS } from "./settings.js";
import { courier, planeTravel, service } from "./test-fixtures.js";

const context = { now: 100, travel: planeTravel, use_working_hours: true, settings: DEFAULT_DIFFUSION_SETTINGS, size: 1, radius_km: 3 };
const ana = courier("c-ana", { name: "Ana", position: { x: 2.1, y: 0 }, idle_since: 94, active_services: 1 });
const luis = courier("c-luis", { name: "Luis", position: { x: 0.4, y: 0 } });
const pedro = courier("c-pedro", { name: "Pedro", working: false });
const ranking = rankCandidates(service("s"), [ana, luis, pedro], context);
const luisRejected = [{ courier_id: "c-luis", name: "Luis", answer: "rejected" as const }];
/** Ana assigned after Luis refused, with what a case adds (its route). */
const assignedToAna = (extra: Partial<Parameters<typeof buildDecision>[1]> = {}) =>
  buildDecision(ranking, { now: 100, step: "next_courier", outcome: "assigned", chosen_ids: ["c-ana"], answers: luisRejected, ...extra });

describe("the decision as the service detail reads it (issue 22)", () => {
  it("names the winner with distance, idle time and load, then who refused and who could not", () => {
    expect(explainDecision(assignedToAna())).toBe(
      "Asignado a Ana (2,1 km, libre hace 6 min, 1 servicio en curso); Luis rechazó; Pedro fuera de horario",
    );
  });

  it("keeps every ranked candidate with its score parts", () => {
    const decision = buildDecision(ranking, { now: 100, step: "next_courier", outcome: "assigned", chosen_ids: ["c-ana"], answers: [] });
    expect(decision.candidates.map((c) => [c.name, c.total, c.parts.travel, c.parts.wait, c.parts.idle])).toEqual([
      ["Luis", 0.8, 0.8, 0, 0],
      ["Ana", 3, 4.2, 0, -1.2],
    ]);
    expect(decision.excluded).toEqual([{ courier_id: "c-pedro", name: "Pedro", reason: "out_of_hours" }]);
  });

  it("says who was offered the service and a busy courier's remaining minutes", () => {
    const busy = courier("c-sara", { name: "Sara", position: { x: 1, y: 0 }, free_at: 104, active_services: 2 });
    const settings = { ...DEFAULT_DIFFUSION_SETTINGS, max_active_services: 3 };
    const offered = rankCandidates(service("s"), [busy, luis], { ...context, settings });
    const decision = buildDecision(offered, {
      now: 100,
      step: "broadcast",
      outcome: "offered",
      chosen_ids: ["c-luis", "c-sara"],
      answers: [],
    });
    expect(explainDecision(decision)).toBe(
      "Ofrecido a Luis (0,4 km, libre, sin servicios en curso), Sara (1 km, termina en 4 min, 2 servicios en curso)",
    );
  });

  it("names the covenant priority group that put the winner forward", () => {
    const member = courier("c-luis", { name: "Luis", position: { x: 0.4, y: 0 }, priority_group: 2 });
    const decision = buildDecision(rankCandidates(service("s"), [member], { ...context, priority_groups: 2 }), {
      now: 100,
      step: "next_courier",
      outcome: "assigned",
      chosen_ids: ["c-luis"],
      answers: [],
    });
    expect(explainDecision(decision)).toBe("Asignado a Luis (0,4 km, libre, sin servicios en curso, grupo de prioridad 2 del convenio)");
  });

  it("names the busy courier a held service waits for", () => {
    const busy = courier("c-sara", { name: "Sara", position: { x: 1, y: 0 }, free_at: 107, active_services: 1 });
    const held = buildDecision(rankCandidates(service("s"), [busy], context), {
      now: 100,
      step: "next_courier",
      outcome: "held",
      chosen_ids: ["c-sara"],
      answers: [],
    });
    expect(explainDecision(held)).toBe("En espera de Sara (1 km, termina en 7 min, 1 servicio en curso)");
  });

  it("explains why nobody got it", () => {
    const nobody = rankCandidates(service("s"), [pedro, courier("c-eva", { name: "Eva", blocked: true })], context);
    const decision = buildDecision(nobody, { now: 100, step: "desk", outcome: "unassigned", chosen_ids: [], answers: luisRejected });
    expect(explainDecision(decision)).toBe("Nadie disponible; vuelve a Por asignar; Luis rechazó; Pedro fuera de horario; Eva bloqueado");
  });

  it("says where a bundled service stands in its courier's route", () => {
    expect(routeText({ stop: 2, stops: 2, with: [123] })).toBe("En ruta con #123, parada 2 de 2");
    expect(routeText({ stop: 1, stops: 3, with: [123, 125] })).toBe("En ruta con #123 y #125, parada 1 de 3");
    expect(explainDecision(assignedToAna({ route: { stop: 2, stops: 3, with: [123, 125] } }))).toBe(
      "Asignado a Ana (2,1 km, libre hace 6 min, 1 servicio en curso); En ruta con #123 y #125, parada 2 de 3; Luis rechazó; Pedro fuera de horario",
    );
  });
});
