/** spec §9 contact states: Conectado is green, Desconectado grey (theme colours), wherever a courier's presence shows. */
export const presenceColour = (online: boolean) => (online ? "success.main" : "grey.500");
