import { firmDay, firmYear } from '@/lib/firm-time.mjs';

const HOUR = 60 * 60 * 1000;

describe('firm-time', () => {
  it('gives the day in Casper, in winter (MST) and summer (MDT)', () => {
    expect(firmDay(new Date('2027-01-01T06:59:00Z'))).toBe('2026-12-31');
    expect(firmDay(new Date('2027-01-01T07:00:00Z'))).toBe('2027-01-01');
    expect(firmDay(new Date('2026-07-01T05:59:00Z'))).toBe('2026-06-30');
    expect(firmDay(new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01');
  });

  it("gives Casper's year as the time-zone formatter does, hour by hour around every New Year to 2045 and through a year", () => {
    const instants: Date[] = [];
    for (let year = 2025; year <= 2045; year++) {
      const start = Date.parse(`${year}-12-31T00:00:00Z`);
      for (let t = start; t < start + 48 * HOUR; t += HOUR / 4) instants.push(new Date(t));
    }
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 5 * HOUR) instants.push(new Date(t));
    const differing = instants.filter((now) => firmYear(now) !== Number(firmDay(now).slice(0, 4)));
    expect(differing).toEqual([]);
  });

  it('builds no time-zone formatter for the year, which every page works out as it hydrates', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      const { firmYear: isolatedFirmYear } = jest.requireActual<typeof import('@/lib/firm-time.mjs')>('@/lib/firm-time.mjs');
      expect(isolatedFirmYear(new Date('2027-01-01T06:59:00Z'))).toBe(2026);
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
