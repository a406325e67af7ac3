/** The p-th percentile (0–100) of latencies, nearest-rank; 0 for no samples. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type MemoryVerdict = {
  flat: boolean | null;
  middleMeanMb: number;
  lastMeanMb: number;
  changePercent: number;
  reason: string;
};

/**
 * Is the server's memory flat? The first third is warm-up (caches, JIT, PGlite buffers filling); the last
 * third's mean must stay within `tolerance` of the middle third's. Fewer than six samples cannot tell.
 */
export function memoryVerdict(samplesMb: number[], tolerance = 0.15): MemoryVerdict {
  if (samplesMb.length < 6) {
    return {
      flat: null,
      middleMeanMb: 0,
      lastMeanMb: 0,
      changePercent: 0,
      reason: `only ${samplesMb.length} samples: run at least 30 s to judge`,
    };
  }
  const third = Math.floor(samplesMb.length / 3);
  const middle = samplesMb.slice(third, 2 * third);
  const last = samplesMb.slice(samplesMb.length - third);
  const middleMeanMb = mean(middle);
  const lastMeanMb = mean(last);
  const change = (lastMeanMb - middleMeanMb) / middleMeanMb;
  const flat = Math.abs(change) <= tolerance;
  const changePercent = Math.round(change * 1000) / 10;
  const reason = `last third ${lastMeanMb.toFixed(0)} MB vs middle third ${middleMeanMb.toFixed(0)} MB (${changePercent >= 0 ? '+' : ''}${changePercent} %, limit ±${tolerance * 100} %)`;
  return { flat, middleMeanMb, lastMeanMb, changePercent, reason };
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** VmRSS of a process in MB, from /proc (Linux); null where /proc is missing or the process is gone. */
export async function residentMb(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    // no /proc here (macOS) or the server exited: the caller reports no sample
    return null;
  }
}

/**
 * The ids of a process's children (the API's cluster workers), from /proc (Linux); none elsewhere. Each thread
 * lists the children it started, so every thread's list is read.
 */
export async function childPids(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  try {
    const threads = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(
      threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, 'utf8').catch(() => '')),
    );
    return lists.flatMap((children) => children.split(/\s+/).filter(Boolean).map(Number));
  } catch {
    // no /proc here, or the process is gone: no workers to sample
    return [];
  }
}
