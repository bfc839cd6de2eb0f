// Cities of the seeded location areas (DANE ids, bounds from db/reference/colombia-location-areas.ts), as
// cities_work names them.
export const BOGOTA_CITY = { id: 11001, name: "Bogotá", bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 } };
export const SOACHA_CITY = { id: 25754, name: "Soacha", bounds: { north: 4.61, south: 4.54, east: -74.18, west: -74.26 } };
export const MEDELLIN_CITY = { id: 5001, name: "Medellín", bounds: { north: 6.376, south: 6.127, east: -75.502, west: -75.663 } };
