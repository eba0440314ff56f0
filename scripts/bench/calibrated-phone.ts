import { throttling } from 'lighthouse/core/config/constants.js';
import { median } from './load.js';

/**
 * The CPU slowdown that makes this host Lighthouse's mid-tier phone. Lighthouse's docs/throttling.md ("Calibrating the
 * CPU slowdown") sets its default 4x for a high-end desktop (benchmarkIndex 1500-2000) and tells a host higher in its
 * bracket to take a higher multiplier: the slowdown here grows with the index, 4x at 1750 (the bracket's middle), and
 * is never below Lighthouse's default, so no host reads a kinder phone than Lighthouse's own default does.
 */
const LIGHTHOUSE_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const HIGH_END_DESKTOP = 1750;
const INDEX_PER_SLOWDOWN = HIGH_END_DESKTOP / LIGHTHOUSE_SLOWDOWN;
/** One reading swings by up to 2x on a shared host; the median of this many (about 1 s each) holds still. */
export const READINGS = 7;

export interface CalibratedPhone {
  /** The host's benchmarkIndex: the median of the readings. */
  benchmarkIndex: number;
  /** The CPU slowdown for a mid-tier phone on this host, 2 decimals. */
  multiplier: number;
  readings: number[];
}

/** The phone calibrated from readings of Lighthouse's benchmark. */
export function calibrate(readings: number[]): CalibratedPhone {
  const benchmarkIndex = median(readings);
  const multiplier = Math.round(Math.max(LIGHTHOUSE_SLOWDOWN, benchmarkIndex / INDEX_PER_SLOWDOWN) * 100) / 100;
  return { benchmarkIndex, multiplier, readings };
}

/**
 * Measures this host as Lighthouse does before each run: its own `computeBenchmarkIndex`, evaluated in an unthrottled
 * page of the Chromium the benches drive, READINGS times in one browser. The browser's modules are loaded here, so the
 * reports and unit tests that read only the rule do not load them.
 */
export async function measureCalibratedPhone(): Promise<CalibratedPhone> {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, findChromium } = await import('@tours/e2e/support/browser');
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const readings: number[] = [];
    for (let n = 0; n < READINGS; n += 1) {
      const reading = await page.evaluate(pageFunctions.computeBenchmarkIndex);
      if (!Number.isFinite(reading) || reading <= 0) throw new Error(`Lighthouse's benchmark read ${reading}`);
      readings.push(reading);
    }
    return calibrate(readings);
  } finally {
    await browser.close();
  }
}

/** The rule in words, for the reports whose figures it sets. */
export const CALIBRATION_RULE = `the host's benchmarkIndex / ${INDEX_PER_SLOWDOWN} (${LIGHTHOUSE_SLOWDOWN}x at ${HIGH_END_DESKTOP}), never below Lighthouse's ${LIGHTHOUSE_SLOWDOWN}x`;

/** How a report names one calibration: the multiplier and the index it came from. */
export const describePhone = (phone: CalibratedPhone): string =>
  `${phone.multiplier}x (host benchmarkIndex ${phone.benchmarkIndex.toFixed(0)}, median of ${phone.readings.length} readings)`;
