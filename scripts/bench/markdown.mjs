#!/usr/bin/env node
/**
 * Prints the latest reports/*.json as Markdown tables, so the figures in
 * docs/performance.md are pasted from a run rather than typed.
 *
 * Usage: node scripts/bench/markdown.mjs [lighthouse|lighthouse-desktop|bytes|load|build ...] [--groups]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPORTS_DIR, readReport } from './lib.mjs';
import { scoreLabel } from './lighthouse.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);

function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function meta(report) {
  const m = report.meta;
  return `_Measured ${m.date.slice(0, 16).replace('T', ' ')} UTC on ${m.host.cpu}, ${m.host.cores} cores, ${m.host.memoryGiB} GiB; Node ${m.node}, Next.js ${m.next}, commit ${m.commit}._`;
}

/** A Lighthouse report's main-thread work by Lighthouse's groups (medians, seconds): where a difference comes from. */
function mainThreadGroups(report) {
  const groups = [...new Set(report.results.flatMap((r) => Object.keys(r.median.mainThreadByGroup ?? {})))];
  if (groups.length === 0) return '_This report predates the per-group figures._';
  const rows = report.results.map((r) => [
    `\`${r.route}\``,
    r.preset,
    (r.median.metrics.mainThreadMs / 1000).toFixed(2),
    ...groups.map((group) => ((r.median.mainThreadByGroup?.[group] ?? 0) / 1000).toFixed(2)),
  ]);
  return `Main-thread work by group, medians of ${report.runsPerRoute} runs, seconds.\n\n${table(['page', 'preset', 'main-thread s', ...groups], rows)}`;
}

const sections = {
  lighthouse(report) {
    const signed = (value, digits = 0) => (value === undefined ? '' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`);
    const builds = new Set(report.results.map((r) => r.build).filter(Boolean));
    const rows = report.results.map((r) => [
      `\`${r.route}\``,
      ...(builds.size > 1 ? [r.build ?? ''] : []),
      r.preset,
      scoreLabel(r, 'performance'),
      signed(r.vsFloor?.performance),
      (r.median.metrics.lcpMs / 1000).toFixed(2),
      r.vsFloor ? signed(r.vsFloor.lcpMs / 1000, 2) : '',
      String(Math.round(r.median.metrics.tbtMs)),
      signed(r.vsFloor?.tbtMs),
      (r.median.metrics.mainThreadMs / 1000).toFixed(2),
      r.vsFloor ? `${r.vsFloor.mainThreadRatio.toFixed(2)}×` : '',
      r.median.metrics.cls.toFixed(3),
      `${scoreLabel(r, 'accessibility')} / ${scoreLabel(r, 'best-practices')} / ${scoreLabel(r, 'seo')}`,
      r.loadAverage ? `${r.loadAverage.min}–${r.loadAverage.max}` : '',
    ]);
    return `${meta(report)} Median of ${report.runsPerRoute} interleaved runs; Δ: the median minus the floor's median for the same preset.\n\n${table(
      ['page', ...(builds.size > 1 ? ['build'] : []), 'preset', 'Perf', 'Δ', 'LCP s', 'Δ s', 'TBT ms', 'Δ ms', 'main-thread s', '× floor', 'CLS', 'A11y / BP / SEO', 'load avg'],
      rows,
    )}`;
  },
  bytes(report) {
    const rows = report.pages.map((p) => [
      `\`${p.route}\``,
      kib(p.htmlGzip),
      kib(p.cssGzip),
      kib(p.jsFrameworkGzip),
      kib(p.jsLayoutSharedGzip),
      kib(p.jsRouteOnlyGzip),
      kib(p.jsTotalGzip),
    ]);
    return `${meta(report)} KiB gzipped.\n\n${table(['route', 'HTML', 'CSS', 'JS framework', 'JS root layout', 'JS route', 'JS total'], rows)}`;
  },
  load(report) {
    const rows = report.results.map((r) => [
      `\`${r.route}\``,
      r.next.requestsPerSecond.toFixed(0),
      String(r.next.p50Ms),
      String(r.next.p99Ms),
      String(r.next.non2xx + r.next.errors + r.next.timeouts),
      r.static ? r.static.requestsPerSecond.toFixed(0) : '–',
      r.static ? String(r.static.p99Ms) : '–',
      r.ratio ? r.ratio.toFixed(2) : '–',
      r.loadAverage === undefined ? '' : String(r.loadAverage),
    ]);
    return `${meta(report)} ${report.connections} connections, ${report.durationSeconds} s per server and page.\n\n${table(
      ['page', 'next start req/s', 'p50 ms', 'p99 ms', 'failed', 'static req/s', 'static p99 ms', 'next/static', 'load avg'],
      rows,
    )}`;
  },
  build(report) {
    const rows = report.rows.map((r) => [
      String(r.articles),
      String(r.pages),
      r.buildSeconds.toFixed(1),
      r.timeVsFirst.toFixed(2),
      r.secondsPerPage.toFixed(3),
      r.outputMiB.toFixed(1),
      r.staticMiB.toFixed(2),
    ]);
    return `${meta(report)}\n\n${table(['articles', 'pages', 'build s', '× first', 's per page', 'output MiB', 'static MiB'], rows)}`;
  },
};

// A report name may carry a suffix (lighthouse-desktop) or be any name given to `--out` (ladder): a report with
// Lighthouse rows is printed with the Lighthouse table.
// `--groups` adds each Lighthouse report's main-thread work by group.
const args = process.argv.slice(2);
const withGroups = args.includes('--groups');
const names = args.filter((arg) => arg !== '--groups');
const wanted = names.length ? names : Object.keys(sections);
for (const name of wanted) {
  if (!existsSync(join(REPORTS_DIR, `${name}.json`))) continue;
  const report = readReport(name);
  const kind = sections[name.split('-')[0]] ? name.split('-')[0] : report.results?.[0]?.median ? 'lighthouse' : null;
  if (kind) console.log(`### ${name}\n\n${sections[kind](report)}\n`);
  if (kind === 'lighthouse' && withGroups) console.log(`${mainThreadGroups(report)}\n`);
}
