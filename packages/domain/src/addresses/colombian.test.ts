import { describe, expect, it } from "vitest";
import { parseColombianAddress } from "./colombian.js";

// [as typed, normalised form, geocoder query]
const STREET_ADDRESSES: [string, string, string][] = [
  ["Cl 72 # 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 # 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["CALLE 72 # 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["calle 72 #10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["cll72#10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Cll 72 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Cl. 72 # 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 N° 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 Nº 10 - 34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 Nro. 10-34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 No 10 34", "Calle 72 # 10-34", "Calle 72 10-34"],
  ["Calle 72 No. 10-34 Sur", "Calle 72 # 10-34 Sur", "Calle 72 10-34 Sur"],
  ["Cl 72 Sur # 10-34", "Calle 72 # 10-34 Sur", "Calle 72 10-34 Sur"],
  ["Calle 6 Sur # 43-15", "Calle 6 # 43-15 Sur", "Calle 6 43-15 Sur"],
  ["Calle 45A # 12B-30", "Calle 45A # 12B-30", "Calle 45A 12B-30"],
  ["Calle 93A # 13-24", "Calle 93A # 13-24", "Calle 93A 13-24"],
  ["Calle 72 B Bis C # 10 A - 34", "Calle 72B Bis C # 10A-34", "Calle 72B Bis C 10A-34"],
  ["Carrera 7 # 11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["Cra. 7 # 11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["Kr 7 # 11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["Kra 7 No. 11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["K 7 # 11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["Cr 7 #11-10", "Carrera 7 # 11-10", "Carrera 7 11-10"],
  ["CRA 15 NO 93-47", "Carrera 15 # 93-47", "Carrera 15 93-47"],
  ["Cra 7 Bis A # 45-12", "Carrera 7 Bis A # 45-12", "Carrera 7 Bis A 45-12"],
  ["Cra 7 bis a # 45 - 12", "Carrera 7 Bis A # 45-12", "Carrera 7 Bis A 45-12"],
  ["Carrera 7bis # 45-12", "Carrera 7 Bis # 45-12", "Carrera 7 Bis 45-12"],
  ["carrera 45 a # 26-85", "Carrera 45A # 26-85", "Carrera 45A 26-85"],
  ["Carrera 6 # 119B-52", "Carrera 6 # 119B-52", "Carrera 6 119B-52"],
  ["Carrera 50 # 45", "Carrera 50 # 45", "Carrera 50 45"],
  ["Ak 15 # 93-47", "Avenida Carrera 15 # 93-47", "Avenida Carrera 15 93-47"],
  ["AK15#93-47", "Avenida Carrera 15 # 93-47", "Avenida Carrera 15 93-47"],
  ["Av Cra 15 # 124-30", "Avenida Carrera 15 # 124-30", "Avenida Carrera 15 124-30"],
  ["Avenida Carrera 15 # 124-30", "Avenida Carrera 15 # 124-30", "Avenida Carrera 15 124-30"],
  ["Av. Carrera 68 # 12-30", "Avenida Carrera 68 # 12-30", "Avenida Carrera 68 12-30"],
  ["Ac 26 # 68-10", "Avenida Calle 26 # 68-10", "Avenida Calle 26 68-10"],
  ["Avenida Calle 26 # 68-10", "Avenida Calle 26 # 68-10", "Avenida Calle 26 68-10"],
  ["Av. Calle 26 No 62-47", "Avenida Calle 26 # 62-47", "Avenida Calle 26 62-47"],
  ["Av Cl 19 # 25-04", "Avenida Calle 19 # 25-04", "Avenida Calle 19 25-04"],
  ["Av. Boyacá", "Avenida Boyacá", "Avenida Boyacá"],
  ["Av. Boyacá # 12-30", "Avenida Boyacá # 12-30", "Avenida Boyacá 12-30"],
  ["Avenida Boyacá # 80-94", "Avenida Boyacá # 80-94", "Avenida Boyacá 80-94"],
  ["av boyaca #80-94", "Avenida Boyaca # 80-94", "Avenida Boyaca 80-94"],
  ["Av. Caracas No. 45-20", "Avenida Caracas # 45-20", "Avenida Caracas 45-20"],
  ["Avenida 68 # 12-30", "Avenida 68 # 12-30", "Avenida 68 12-30"],
  ["Avenida Ciudad de Cali # 11-20", "Avenida Ciudad de Cali # 11-20", "Avenida Ciudad de Cali 11-20"],
  ["Avenida El Dorado # 68-10", "Avenida El Dorado # 68-10", "Avenida El Dorado 68-10"],
  ["Autopista Norte # 100-20", "Autopista Norte # 100-20", "Autopista Norte 100-20"],
  ["Dg 23 # 69-60", "Diagonal 23 # 69-60", "Diagonal 23 69-60"],
  ["Diagonal 23 # 69-60", "Diagonal 23 # 69-60", "Diagonal 23 69-60"],
  ["Diag. 40A # 8-20", "Diagonal 40A # 8-20", "Diagonal 40A 8-20"],
  ["Tv 93 # 51-98", "Transversal 93 # 51-98", "Transversal 93 51-98"],
  ["Transversal 93 # 51-98", "Transversal 93 # 51-98", "Transversal 93 51-98"],
  ["Trans 5 # 10-20", "Transversal 5 # 10-20", "Transversal 5 10-20"],
  ["Tr. 24 # 57-15", "Transversal 24 # 57-15", "Transversal 24 57-15"],
  ["Carrera 49 # 7 Sur-50", "Carrera 49 # 7-50 Sur", "Carrera 49 7-50 Sur"],
  ["Cra 43A # 6 Sur - 15", "Carrera 43A # 6-15 Sur", "Carrera 43A 6-15 Sur"],
  ["Carrera 5 Este # 10-20", "Carrera 5 # 10-20 Este", "Carrera 5 10-20 Este"],
  ["Calle 10 # 5-20 Este", "Calle 10 # 5-20 Este", "Calle 10 5-20 Este"],
  ["Calle 72", "Calle 72", "Calle 72"],
  ["Cra 7", "Carrera 7", "Carrera 7"],
];

// [as typed, normalised form, complement]: the complement follows a comma and stays out of the geocoder query.
const WITH_COMPLEMENTS: [string, string, string][] = [
  ["Cl 72 # 10-34 Apto 301", "Calle 72 # 10-34, Apto 301", "Apto 301"],
  ["Calle 72 # 10-34 apto301", "Calle 72 # 10-34, Apto 301", "Apto 301"],
  ["cll72#10-34apto301", "Calle 72 # 10-34, Apto 301", "Apto 301"],
  ["Calle 72 # 10-34, Int 2", "Calle 72 # 10-34, Interior 2", "Interior 2"],
  ["Calle 72 # 10-34 Int. 2", "Calle 72 # 10-34, Interior 2", "Interior 2"],
  ["Calle 72 # 10-34 Torre 3 Apto 502", "Calle 72 # 10-34, Torre 3, Apto 502", "Torre 3, Apto 502"],
  ["Cl 72 # 10-34 T3 Ap 1202", "Calle 72 # 10-34, Torre 3, Apto 1202", "Torre 3, Apto 1202"],
  ["Calle 72 # 10-34 Interior 2 Apartamento 301", "Calle 72 # 10-34, Interior 2, Apto 301", "Interior 2, Apto 301"],
  ["Cra 11 # 82-71 Local 5", "Carrera 11 # 82-71, Local 5", "Local 5"],
  ["Calle 100 # 19-61 Of. 801", "Calle 100 # 19-61, Oficina 801", "Oficina 801"],
  ["Carrera 7 # 24-89 Piso 5", "Carrera 7 # 24-89, Piso 5", "Piso 5"],
  ["Calle 80 # 65-20 Bod 4", "Calle 80 # 65-20, Bodega 4", "Bodega 4"],
  ["Carrera 15 # 88-20 Mz 3 Casa 12", "Carrera 15 # 88-20, Manzana 3, Casa 12", "Manzana 3, Casa 12"],
  ["Calle 45 # 13-20 Barrio Chapinero", "Calle 45 # 13-20, Barrio Chapinero", "Barrio Chapinero"],
  [
    "Calle 19 # 4-74 Edificio Colseguros Oficina 1203",
    "Calle 19 # 4-74, Edificio Colseguros, Oficina 1203",
    "Edificio Colseguros, Oficina 1203",
  ],
  ["Calle 72 # 10-34 Sur Apto 301", "Calle 72 # 10-34 Sur, Apto 301", "Apto 301"],
  ["Calle 72 # 10-34, Bogotá", "Calle 72 # 10-34, Bogotá", "Bogotá"],
];

const NOT_STREET_ADDRESSES: [string, string][] = [
  ["Centro Comercial Andino", "Centro Comercial Andino"],
  ["Plaza de Bolívar", "Plaza de Bolívar"],
  ["  Aeropuerto   El Dorado ", "Aeropuerto El Dorado"],
  [" Museo del Oro ", "Museo del Oro"],
  ["Calle del Sol", "Calle del Sol"],
  ["Carrera séptima", "Carrera séptima"],
  ["Clínica del Country", "Clínica del Country"],
  ["Kennedy", "Kennedy"],
  ["Transmilenio Calle 72", "Transmilenio Calle 72"],
  ["Acueducto", "Acueducto"],
  ["Avenida", "Avenida"],
  ["Calle", "Calle"],
];

describe("Colombian addresses", () => {
  it.each(STREET_ADDRESSES)("reads %j as %j (geocoder: %j)", (typed, normalised, geocoderQuery) => {
    const address = parseColombianAddress(typed);
    expect([address.recognised, address.normalised, address.street, address.complement, address.geocoderQuery]).toEqual([
      true,
      normalised,
      normalised,
      null,
      geocoderQuery,
    ]);
  });

  it.each(WITH_COMPLEMENTS)("keeps the complement of %j after a comma: %j", (typed, normalised, complement) => {
    const address = parseColombianAddress(typed);
    expect([address.recognised, address.normalised, address.complement]).toEqual([true, normalised, complement]);
    expect(address.geocoderQuery).not.toContain(complement);
  });

  it.each(NOT_STREET_ADDRESSES)("passes %j through trimmed as %j, flagged as no street address", (typed, passed) => {
    expect(parseColombianAddress(typed)).toEqual({
      recognised: false,
      parts: null,
      street: passed,
      complement: null,
      normalised: passed,
      geocoderQuery: passed,
    });
  });

  it("gives the parts of the street address", () => {
    expect(parseColombianAddress("cra 7 bis a #45-12 sur int 2").parts).toEqual({
      way: "Carrera",
      name: "7 Bis A",
      cross: "45",
      plate: "12",
      direction: "Sur",
    });
    expect(parseColombianAddress("Av. Boyacá").parts).toEqual({
      way: "Avenida",
      name: "Boyacá",
      cross: null,
      plate: null,
      direction: null,
    });
    expect(parseColombianAddress("Carrera 49 # 7 Sur-50").parts).toEqual({
      way: "Carrera",
      name: "49",
      cross: "7",
      plate: "50",
      direction: "Sur",
    });
  });
});
