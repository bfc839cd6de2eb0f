// Trust the bytes, not the file name: the server checks what was uploaded.
const SIGNATURES: [string, number[], number][] = [
  ["png", [0x89, 0x50, 0x4e, 0x47], 0],
  ["jpg", [0xff, 0xd8, 0xff], 0],
  ["gif", [0x47, 0x49, 0x46, 0x38], 0],
  ["webp", [0x57, 0x45, 0x42, 0x50], 8],
];

export function imageExtension(data: Buffer): string | null {
  const match = SIGNATURES.find(([, bytes, at]) => bytes.every((b, i) => data[at + i] === b));
  return match ? match[0] : null;
}
