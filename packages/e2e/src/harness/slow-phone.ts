import { throttling } from 'lighthouse/core/config/constants.js';
import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's devtools-equivalent of its slow-4G mobile profile (562.5 ms latency, 1.47 Mbps down). */
export const SLOW_PHONE = throttling.mobileSlow4G;

/** The phone's browser context: the 412x823 mobile viewport Lighthouse's mobile form factor uses, Polish. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pl-PL',
} as const;

/**
 * Puts `tab` on the throttled phone of `bench:web` (docs/adr/0090-web-performance-benchmark.md):
 * no HTTP cache, Lighthouse's slow-4G network and a `cpuRate`× CPU slowdown (its 4× by default).
 */
export async function throttleLikeSlowPhone(context: BrowserContext, tab: Page, cpuRate = SLOW_PHONE.cpuSlowdownMultiplier): Promise<void> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.requestLatencyMs,
    downloadThroughput: (SLOW_PHONE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}
