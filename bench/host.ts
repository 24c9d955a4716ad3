/** Describes the machine and runtime a benchmark ran on, so results can be read in context. */
import os from "node:os";

/** The machine, runtime and date of one benchmark run. */
export interface Host {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  date: string;
  /** The one-minute load average when the run started: on a shared machine, how many others wanted the cores. */
  load: number;
}

/** Reads the current machine and runtime. */
export function describeHost(): Host {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown CPU",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    load: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}

/** One line naming the machine and date, for the head of a results section. */
export function hostLine(host: Host): string {
  return `${host.date} · ${host.cpu} · ${host.cores} cores · ${host.memoryGiB} GiB · Node ${host.node} · ${host.platform} · load average ${host.load} at start`;
}
