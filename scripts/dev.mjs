// `npm run dev`: the API on :3000 and Vite's dev servers (with /api and /socket.io proxied to it): the back office on
// :5173 and the courier app on :5174/courier/ (its own origin, so its own session: the whole sign-in flow runs on `npm start`).
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", join(root, "apps/api/src/main.ts")], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/courier"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && process.exit(code));
