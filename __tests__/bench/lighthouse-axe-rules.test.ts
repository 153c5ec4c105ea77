/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { LIGHTHOUSE_EXTRA_RULES } from '@/e2e/support/lighthouse-axe-rules';

/**
 * CI runs no Lighthouse accessibility category; the browser suite's axe stands in for it with the rules that category
 * turns on. Lighthouse writes them as object literals in its gatherer (no export to import), so they are read from the
 * installed source: an upgrade that turns on another rule fails here rather than going unaudited.
 */
function rulesLighthouseTurnsOn() {
  const source = readFileSync(require.resolve('lighthouse/core/gather/gatherers/accessibility.js'), 'utf8');
  const rulesBlock = source.match(/\brules:\s*\{([\s\S]*?)\n\s*\},/)?.[1];
  if (!rulesBlock) throw new Error("Lighthouse's accessibility gatherer no longer has a rules block: read it and update this test");
  return [...rulesBlock.matchAll(/'([a-z0-9-]+)':\s*\{\s*enabled:\s*true\s*\}/g)].map((match) => match[1]);
}

describe('the axe rules of the browser suite', () => {
  it('are the ones Lighthouse’s accessibility category turns on beyond WCAG’s tags', () => {
    const lighthouse = rulesLighthouseTurnsOn();
    expect(lighthouse).toContain('target-size');
    expect([...LIGHTHOUSE_EXTRA_RULES].sort()).toEqual([...lighthouse].sort());
  });
});
