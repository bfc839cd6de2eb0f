import { describe, expect, it } from "vitest";
import { courierMarks, selectableFirst } from "./courier-marks";

describe("courierMarks", () => {
  it("a blocked courier cannot be chosen and reads 'Bloqueado'; out of hours is chosen and reads 'Fuera de horario'", () => {
    expect(courierMarks({ blocked: true, out_of_hours: false })).toEqual({ selectable: false, labels: ["Bloqueado"] });
    expect(courierMarks({ blocked: false, out_of_hours: true })).toEqual({ selectable: true, labels: ["Fuera de horario"] });
    expect(courierMarks({ blocked: true, out_of_hours: true })).toEqual({ selectable: false, labels: ["Bloqueado", "Fuera de horario"] });
    expect(courierMarks({ blocked: false, out_of_hours: false })).toEqual({ selectable: true, labels: [] });
  });
});

describe("selectableFirst", () => {
  it("keeps the server's order and moves the blocked couriers to the end", () => {
    const list = [
      { uuid: "a", blocked: true, out_of_hours: false },
      { uuid: "b", blocked: false, out_of_hours: true },
      { uuid: "c", blocked: true, out_of_hours: true },
      { uuid: "d", blocked: false, out_of_hours: false },
    ];
    expect(selectableFirst(list).map((m) => m.uuid)).toEqual(["b", "d", "a", "c"]);
  });
});
