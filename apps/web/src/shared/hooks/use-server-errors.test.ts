import { describe, expect, it } from "vitest";
import { ApiError } from "@despacho/client";
import { splitServerErrors } from "./use-server-errors";

const refusal = (fields: { field: string; message: string }[], message = "Datos inválidos") =>
  new ApiError({ kind: "bad-request", status: 400, code: "invalid", message, fields });

describe("splitServerErrors", () => {
  it("puts each error of a field the form has under that field and nothing above the form", () => {
    const split = splitServerErrors(refusal([{ field: "name", message: "Ya existe un cliente con ese nombre" }]), ["name", "email"]);
    expect(split).toEqual({ byField: [{ field: "name", message: "Ya existe un cliente con ese nombre" }], formError: null });
  });

  it("shows the first error of a field the form lacks above the form", () => {
    const split = splitServerErrors(
      refusal([
        { field: "name", message: "Nombre requerido" },
        { field: "company", message: "Empresa inválida" },
        { field: "other", message: "Otro" },
      ]),
      ["name"],
    );
    expect(split).toEqual({ byField: [{ field: "name", message: "Nombre requerido" }], formError: "Empresa inválida" });
  });

  it("shows the error's own message when it names no field", () => {
    expect(splitServerErrors(refusal([], "El usuario ya existe"), ["name"])).toEqual({ byField: [], formError: "El usuario ya existe" });
  });
});
