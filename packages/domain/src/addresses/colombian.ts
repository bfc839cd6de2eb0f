// Colombian street nomenclature: "<via> <número> # <cruce>-<placa> [Sur|Este…], <complemento>".

/** The street address's parts, as written in the normalised form. */
export interface AddressParts {
  /** "Calle", "Carrera", "Avenida Calle", "Avenida"… */
  way: string;
  /** "72", "7 Bis A", "45A", or an avenue's name ("Boyacá"). */
  name: string;
  /** The crossing street's number: "10", "12B"; null with the street alone. */
  cross: string | null;
  /** The distance from the crossing street: "34"; null when not written. */
  plate: string | null;
  /** "Sur", "Este", "Sur Este"…; null when none. */
  direction: string | null;
}

export interface ColombianAddress {
  /** False: not a street address (a place name…), passed through trimmed. */
  recognised: boolean;
  parts: AddressParts | null;
  /** "Calle 72 # 10-34 Sur" (the trimmed input when not recognised). */
  street: string;
  /** "Interior 2, Apto 301"; null when none. */
  complement: string | null;
  /** The street and, after a comma, the complement. */
  normalised: string;
  /** What a Nominatim- or Photon-style geocoder understands: "Calle 72 10-34 Sur" (no complement). */
  geocoderQuery: string;
}

// Longest spellings first: "avenida calle" before "avenida", "cll" before "cl".
const WAYS: [RegExp, string][] = [
  [/(?:avenida|avda|av)\.?\s*(?:calle|clle|cll|cl)(?![a-z])|ac(?![a-z])/y, "Avenida Calle"],
  [/(?:avenida|avda|av)\.?\s*(?:carrera|cra|kra|kr|cr|k)(?![a-z])|ak(?![a-z])/y, "Avenida Carrera"],
  [/(?:calle|clle|cll|cl|cal)(?![a-z])/y, "Calle"],
  [/(?:carrera|carrea|cra|crr|kra|kr|cr|k)(?![a-z])/y, "Carrera"],
  [/(?:diagonal|diag|dgl|dg)(?![a-z])/y, "Diagonal"],
  [/(?:transversal|transv|trans|trv|tv|tr)(?![a-z])/y, "Transversal"],
  [/(?:circular|cir|cq)(?![a-z])/y, "Circular"],
  [/(?:autopista|autop|aut)(?![a-z])/y, "Autopista"],
  [/(?:avenida|avda|av)(?![a-z])/y, "Avenida"],
];
// Avenues and motorways may be named instead of numbered ("Av. Boyacá", "Autopista Norte").
const NAMED = new Set(["Avenida", "Autopista"]);

// Street letters run A to H ("45A", "7 Bis A"); other single letters are read as words.
const NUMBER = String.raw`(\d+)(?:\s*([a-h](?![a-z])))?(?:\s*(bis)(?![a-z]))?(?:\s*([a-h](?![a-z])))?`;
const DIRECTION = String.raw`(?:\s*(sur|este|norte|oeste)(?![a-z]))?`;
const WAY_NUMBER = new RegExp(String.raw`\.?\s*${NUMBER}${DIRECTION}`, "y");
const WAY_NAME = /\.?\s*([a-z]+(?:\s+[a-z]+)*?)(?=\s*(?:#|n[°º]|nro\.?|num\.?|numero|no\.?)?\s*\d|\s*[,;]|$)/y;
const PLATE = new RegExp(
  String.raw`\s*(?:#|n[°º]|nro\.?|num\.?|numero|no\.?|n)?\s*(?=\d)${NUMBER}${DIRECTION}(?:\s*(?:[-–—]|\s)\s*(\d+))?${DIRECTION}`,
  "y",
);

const COMPLEMENTS: Record<string, string> = {
  apartamento: "Apto",
  apto: "Apto",
  apt: "Apto",
  ap: "Apto",
  interior: "Interior",
  int: "Interior",
  torre: "Torre",
  tor: "Torre",
  t: "Torre",
  local: "Local",
  loc: "Local",
  lc: "Local",
  oficina: "Oficina",
  ofi: "Oficina",
  of: "Oficina",
  casa: "Casa",
  bloque: "Bloque",
  blq: "Bloque",
  bl: "Bloque",
  piso: "Piso",
  barrio: "Barrio",
  br: "Barrio",
  manzana: "Manzana",
  mz: "Manzana",
  edificio: "Edificio",
  edif: "Edificio",
  ed: "Edificio",
  conjunto: "Conjunto",
  conj: "Conjunto",
  etapa: "Etapa",
  bodega: "Bodega",
  bod: "Bodega",
  consultorio: "Consultorio",
  lote: "Lote",
  urbanizacion: "Urbanización",
  urb: "Urbanización",
};
const SMALL_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y"]);

/** Lower case without accents, one character for each of the input's (so positions carry over). */
function keyOf(text: string): string {
  return [...text]
    .map((c) => {
      const k = c
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase();
      return k.length === 1 ? k : c;
    })
    .join("");
}

const upper = (letter: string | undefined) => letter?.toUpperCase() ?? "";
function numberText(digits: string, letter?: string, bis?: string, after?: string): string {
  return [`${digits}${upper(letter)}`, bis && "Bis", upper(after)].filter(Boolean).join(" ");
}
const title = (word: string) => word.charAt(0).toLocaleUpperCase("es-CO") + word.slice(1).toLocaleLowerCase("es-CO");
function nameText(raw: string): string {
  return raw
    .split(/\s+/)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(keyOf(w).toLowerCase()) ? w.toLocaleLowerCase("es-CO") : title(w)))
    .join(" ");
}
function directionText(...found: (string | undefined)[]): string | null {
  const words = [...new Set(found.filter(Boolean).map((d) => title(d as string)))];
  return words.length ? words.join(" ") : null;
}

/** "int 2 apto301 torre 3 " → "Interior 2, Apto 301, Torre 3"; text that is no keyword is kept as typed. */
function complementText(rest: string): string | null {
  const groups: string[][] = [];
  for (const token of rest.split(/[\s,;]+/).filter((t) => /[\p{L}\d]/u.test(t))) {
    const glued = /^([\p{L}]+)\.?(\d[\p{L}\d-]*)$/u.exec(token);
    const word = glued ? glued[1] : token.replace(/\.$/, "");
    const canonical = COMPLEMENTS[keyOf(word)];
    if (canonical) groups.push(glued ? [canonical, glued[2]] : [canonical]);
    else if (groups.length) groups[groups.length - 1].push(token);
    else groups.push([token]);
  }
  return groups.length ? groups.map((g) => g.join(" ")).join(", ") : null;
}

function wayAt(key: string): { way: string; end: number } | null {
  for (const [pattern, way] of WAYS) {
    pattern.lastIndex = 0;
    if (pattern.exec(key)) return { way, end: pattern.lastIndex };
  }
  return null;
}

function streetOf(key: string, raw: string): { parts: AddressParts; end: number } | null {
  const found = wayAt(key);
  if (!found) return null;
  const { way } = found;
  let at = found.end;
  let name: string;
  let wayDirection: string | undefined;
  WAY_NUMBER.lastIndex = at;
  const numbered = WAY_NUMBER.exec(key);
  if (numbered) {
    name = numberText(numbered[1], numbered[2], numbered[3], numbered[4]);
    wayDirection = numbered[5];
    at = WAY_NUMBER.lastIndex;
  } else {
    if (!NAMED.has(way)) return null;
    WAY_NAME.lastIndex = at;
    const named = WAY_NAME.exec(key);
    if (!named) return null;
    const start = WAY_NAME.lastIndex - named[1].length;
    name = nameText(raw.slice(start, WAY_NAME.lastIndex));
    at = WAY_NAME.lastIndex;
  }
  PLATE.lastIndex = at;
  const plate = PLATE.exec(key);
  if (!plate) return { parts: { way, name, cross: null, plate: null, direction: directionText(wayDirection) }, end: at };
  const cross = numberText(plate[1], plate[2], plate[3], plate[4]);
  const direction = directionText(wayDirection, plate[5], plate[7]);
  return { parts: { way, name, cross, plate: plate[6] ?? null, direction }, end: PLATE.lastIndex };
}

function streetText({ way, name, cross, plate, direction }: AddressParts, sign: string): string {
  const number = cross === null ? "" : `${sign}${cross}${plate === null ? "" : `-${plate}`}`;
  return [`${way} ${name}${number}`, direction].filter(Boolean).join(" ");
}

/** Reads a Colombian address as typed ("cll72#10-34 apto 301", "Av. Boyacá # 80-94") into its normalised form. */
export function parseColombianAddress(input: string): ColombianAddress {
  const raw = input.normalize("NFC").trim().replace(/\s+/g, " ");
  const found = streetOf(keyOf(raw), raw);
  if (!found) return { recognised: false, parts: null, street: raw, complement: null, normalised: raw, geocoderQuery: raw };
  const street = streetText(found.parts, " # ");
  const complement = complementText(raw.slice(found.end));
  return {
    recognised: true,
    parts: found.parts,
    street,
    complement,
    normalised: complement ? `${street}, ${complement}` : street,
    geocoderQuery: streetText(found.parts, " "),
  };
}
