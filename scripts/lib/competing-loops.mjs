// `npm run audit:lighthouse -- --competing-loops N` (issue 68): makes this host as slow as the one
// the issue measured, for the browser only. N busy loops per CPU, each a process in a session of
// its own, take turns on the CPUs with Chrome, so every Chrome thread runs at about 1 / (N + 1) of
// this host's speed, in parallel as on a slower phone-class processor (a CPU quota on Chrome's
// processes instead would make them share one slice and wait on each other, which no phone does).
// The loops start once the servers are up and stop when the audit ends, even on Ctrl-C; Lighthouse's
// own `benchmarkIndex` column says how fast the browser was.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

/** Starts `perCpu` busy loops per CPU (2.5 on 2 CPUs: 5 in all); returns how many, and `stop` (called on exit too). */
export function startCompetingLoops(perCpu) {
  const loops = Array.from({ length: Math.max(1, Math.round(perCpu * availableParallelism())) }, () =>
    // Detached: a session of its own, so where Linux groups a session's processes for the
    // scheduler (autogroup), each loop weighs as much as Chrome's whole session.
    spawn(process.execPath, ["-e", "for (;;) {}"], { detached: true, stdio: "ignore" }),
  );
  const stop = () => {
    for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill("SIGKILL");
  };
  process.once("exit", stop);
  // 128 + the signal's number, as a shell reports a process the signal ended.
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => {
      stop();
      process.exit(code);
    });
  }
  return { count: loops.length, stop };
}
