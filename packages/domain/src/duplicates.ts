/** What must carry a name of its own (one per headquarter, or per company for templates), with its Spanish article. */
const UNIQUELY_NAMED = {
  employment: "un cargo",
  geozone: "una geozona",
  savedLocation: "un lugar frecuente",
  tag: "una etiqueta",
  template: "una plantilla",
} as const;
export type UniquelyNamed = keyof typeof UNIQUELY_NAMED;

/** The one refusal of a repeated name (409 DUPLICATE_NAME on the field `name`). */
export const duplicateNameMessage = (thing: UniquelyNamed) => `Ya existe ${UNIQUELY_NAMED[thing]} con ese nombre`;

/** The one refusal of a username already in use: usernames are unique across staff, business accounts and couriers. */
export const USERNAME_TAKEN = "Ya existe un usuario con ese nombre de usuario";
