import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { LIGHTHOUSE_EXTRA_RULES } from './lighthouse-axe-rules';

/**
 * axe-core's minified build, the same code as `axe.source` (its unminified axe.js, which @axe-core/playwright injects
 * by default): 0.58 MB against 1.3, and each page compiles it afresh: 150 ms against 230 here.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');


const EXTRA_RULES_ON = Object.fromEntries(LIGHTHOUSE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]));

type AxeInPage = { axe: typeof axe };

/** Waits until a frame holds the document it was given (not its first, blank one) and that document has loaded. */
async function frameLoaded(frame: Frame) {
  const element = await frame.frameElement();
  const blankOnPurpose = await element.evaluate((node) => {
    const src = (node as Element).getAttribute('src');
    return !(node as Element).hasAttribute('srcdoc') && (!src || src === 'about:blank');
  });
  if (!blankOnPurpose) await expect.poll(() => frame.url(), { message: 'a frame still on its first, blank document' }).not.toBe('about:blank');
  await frame.waitForLoadState('load');
}

/** Axe's partial results of `frame` and, depth first, of the frames inside it: the order axe.finishRun reads them in. */
async function partialResults(frame: Frame, context: axe.FrameContextObject | null, options: axe.RunOptions): Promise<axe.PartialResult[]> {
  await frame.evaluate(AXE_SOURCE);
  const frameContexts = await frame.evaluate((ctx) => (window as unknown as AxeInPage).axe.utils.getFrameContexts((ctx as axe.FrameContextObject | null) ?? document), context);
  const own = await frame.evaluate(([ctx, opts]) => (window as unknown as AxeInPage).axe.runPartial((ctx as axe.FrameContextObject | null) ?? document, opts), [context, options] as const);
  const inner: axe.PartialResult[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    const element = (await frame.evaluateHandle((selector) => (window as unknown as AxeInPage).axe.utils.shadowSelect(selector), frameSelector)).asElement();
    const child = await element?.contentFrame();
    if (!child) throw new Error(`axe could not reach the frame ${JSON.stringify(frameSelector)}`);
    await frameLoaded(child);
    inner.push(...(await partialResults(child, frameContext, options)));
  }
  return [own, ...inner];
}

/*
 * A page with frames, audited with axe's own API for frames (runPartial in each, finishRun in a blank page), which is
 * what @axe-core/playwright does, except that it gives each frame one second to take axe's script and silently leaves
 * out one that takes longer: on a busy CI machine a frame with a violation went unaudited (reproduced with the CPU
 * slowed 4x). Here every frame is waited for, and one that cannot be reached fails the audit.
 */
async function auditWithFrames(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  const partials = await partialResults(page.mainFrame(), null, options);
  const blank = await page.context().newPage();
  try {
    await blank.evaluate(AXE_SOURCE);
    return await blank.evaluate(([results, opts]) => (window as unknown as AxeInPage).axe.finishRun(results, opts), [partials, options] as const);
  } finally {
    await blank.close();
  }
}

/**
 * Every rule axe turns on by default, which are WCAG 2.0–2.2 A and AA and axe's best practices (one level-one heading,
 * landmarks that are unique and hold all the content…), and the rules above. No filter by WCAG's tags: it would drop
 * 14 best-practice rules the site passes, for 4 % of the audit's time (16 audits, 2026-11-26). `rulesOff` is for what is no
 * page (an e-mail, which its mail program shows inside landmarks of its own).
 */
export async function expectNoAxeViolations(page: Page, { rulesOff = [] }: { rulesOff?: readonly string[] } = {}): Promise<void> {
  // Only violations are asserted: axe then skips collecting every passing node, most of its time on a long page.
  const rules = { ...EXTRA_RULES_ON, ...Object.fromEntries(rulesOff.map((rule) => [rule, { enabled: false }])) };
  const options: axe.RunOptions = { resultTypes: ['violations'], rules };
  // A page without frames is audited in legacy mode, axe in the page itself, instead of gathering partial results in
  // a blank page of their own: 2.5x faster here (2026-11-25: /services 1.2 s against 2.9 s). Legacy mode does not look
  // inside frames, so a page with one (the contact page's lead form, when configured) gets the full run.
  const framed = () => page.frames().length > 1;
  const legacy = !framed();
  let results = legacy ? await new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(options).setLegacyMode(true).analyze() : await auditWithFrames(page, options);
  // A frame the page added while the legacy run went through it was not audited: run again, frames included.
  if (legacy && framed()) results = await auditWithFrames(page, options);
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
