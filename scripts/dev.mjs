// `npm run dev`: the API on :3000 and Vite's dev server (with /api and /socket.io proxied to it).
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", join(root, "apps/api/src/main.ts")], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && process.exit(code));
