/** A latitude or longitude to 5 decimals (about a metre), with the point the maps and GPS apps read. */
export const formatCoordinate = (degrees: number) => degrees.toFixed(5);

/** "4.64860, -74.06280": a point as latitude, longitude. */
export const formatPoint = (latitude: number, longitude: number) => `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
