/** A progress bar on a terminal stream: share done, rate and time left. Silent when the stream is not a terminal. */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

interface Stream {
  readonly isTTY?: boolean;
  write(text: string): boolean;
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes}m${String(Math.ceil(seconds % 60)).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

/** The bar's text for `done` of `total` games after `seconds`. */
export function progressLine(done: number, total: number, seconds: number, width = 30): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(100 * share).toFixed(0).padStart(3)}% ${done}/${total} games · ${rate.toFixed(1)} games/s · ${duration(left)} left`;
}

/** Starts a bar for `total` games on `stream` (stderr by default), redrawn at most ten times a second. */
export function startProgress(total: number, stream: Stream): Progress {
  const started = performance.now();
  let last = 0;
  const draw = (done: number): void => {
    if (stream.isTTY !== true) return;
    stream.write(`\r${progressLine(done, total, (performance.now() - started) / 1000)}\x1b[K`); // clear what a longer line left
  };
  return {
    update(done: number): void {
      const now = performance.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done);
    },
    finish(): void {
      draw(total);
      if (stream.isTTY === true) stream.write('\n');
    },
  };
}
