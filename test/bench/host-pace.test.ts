import { describe, expect, it } from 'vitest';
import { DISTURBED_BELOW, isDisturbed, quietPace, readPace } from '../../bench/host-pace.js';
import { median } from '../../bench/median.js';

describe('bench: the host pace probe and the choice of runs measured again', () => {
  it('reads a positive pace for the time asked', () => {
    const start = performance.now();
    const pace = readPace(5);
    expect(performance.now() - start).toBeGreaterThanOrEqual(5);
    expect(pace).toBeGreaterThan(0);
    expect(Number.isFinite(pace)).toBe(true);
  });

  it('takes the upper quartile of the readings as the quiet pace, whatever their order', () => {
    // Five quiet readings and three from a slow spell: the spell does not pull the level down.
    const paces = [24, 14, 25, 23, 13, 24, 26, 15];
    expect(quietPace(paces)).toBe(24);
    expect(quietPace([...paces].reverse())).toBe(24);
    expect(quietPace([20])).toBe(20);
    expect(quietPace([])).toBe(0);
  });

  it('flags a run read below the threshold share of the quiet pace, and only such a run', () => {
    const quiet = 24;
    expect(isDisturbed(quiet * DISTURBED_BELOW - 0.01, quiet)).toBe(true);
    expect(isDisturbed(quiet * DISTURBED_BELOW, quiet)).toBe(false);
    expect(isDisturbed(14, quiet)).toBe(true); // a slow spell reads 0.5–0.65 of the quiet pace
    expect(isDisturbed(22, quiet)).toBe(false); // quiet readings spread by about ±5%
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
