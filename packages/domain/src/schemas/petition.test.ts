import { describe, expect, it } from "vitest";
import { EVENTS, petitionEvent } from "../realtime.js";
import { collaboratorFormSchema, petitionListQuerySchema, petitionVerifySchema } from "./petition.js";

const valid = {
  nuip: "1020304050",
  username: "mensajero1",
  first_name: "Ana",
  last_name: "Pérez Gómez",
  phone_number: "300 123 4567",
  address: "Calle 10 # 5-20",
  email: "ana@example.com",
};

const messagesOf = (input: unknown) => {
  const parsed = collaboratorFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the collaborator verification form (spec §5)", () => {
  it("keeps valid data, the phone in E.164 and an empty address as null", () => {
    expect(collaboratorFormSchema.parse({ ...valid, address: "" })).toEqual({ ...valid, phone_number: "+573001234567", address: null });
  });

  it("asks for every required field with 'Campo requerido'", () => {
    expect(messagesOf({})).toEqual({
      nuip: "Campo requerido",
      username: "Campo requerido",
      first_name: "Campo requerido",
      last_name: "Campo requerido",
      phone_number: "Campo requerido",
      email: "Campo requerido",
    });
    expect(messagesOf({ ...valid, first_name: "  ", email: "" })).toEqual({ first_name: "Campo requerido", email: "Campo requerido" });
  });

  it("takes a null nuip (required but may be null) and no address", () => {
    const { address: _address, ...withoutAddress } = valid;
    expect(collaboratorFormSchema.parse({ ...withoutAddress, nuip: null })).toEqual({
      ...withoutAddress,
      nuip: null,
      phone_number: "+573001234567",
    });
  });

  it("says 'Máximo N caracteres' at each limit", () => {
    expect(messagesOf({ ...valid, first_name: "a".repeat(30), last_name: "b".repeat(150), address: "c".repeat(100) })).toEqual({});
    expect(
      messagesOf({
        ...valid,
        first_name: "a".repeat(31),
        last_name: "b".repeat(151),
        address: "c".repeat(101),
        phone_number: "3".repeat(27),
      }),
    ).toEqual({
      first_name: "Máximo 30 caracteres",
      last_name: "Máximo 150 caracteres",
      address: "Máximo 100 caracteres",
      phone_number: "Máximo 26 caracteres",
    });
  });

  it("says 'Formato de email no válido' for a malformed email", () => {
    expect(messagesOf({ ...valid, email: "ana@" })).toEqual({ email: "Formato de email no válido" });
  });

  it("refuses unknown fields", () => {
    expect(collaboratorFormSchema.safeParse({ ...valid, rating: 5 }).success).toBe(false);
  });
});

describe("affiliation request calls", () => {
  it("verify needs a motorcycle id; the data is optional", () => {
    expect(petitionVerifySchema.safeParse({}).success).toBe(false);
    expect(petitionVerifySchema.safeParse({ motorcycle: "0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11" }).success).toBe(true);
  });

  it("reads the list filters", () => {
    expect(petitionListQuerySchema.parse({ direction: "received", status: "waiting", is_association: "true", unseen: "" })).toEqual({
      direction: "received",
      status: "waiting",
      is_association: true,
      unseen: true,
    });
    expect(petitionListQuerySchema.safeParse({ direction: "mine" }).success).toBe(false);
  });

  it("names the event of each kind and change", () => {
    expect(petitionEvent(true, "new")).toBe(EVENTS.requestAssociationNew);
    expect(petitionEvent(true, "change")).toBe("request-association:change");
    expect(petitionEvent(false, "new")).toBe("request-disassociation:new");
    expect(petitionEvent(false, "change")).toBe("request-disassociation:change");
  });
});
