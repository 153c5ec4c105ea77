import { ONLINE_RELOAD_DELAYS_MS, reloadWhenOnline } from '@/lib/client-effects/reload-when-online';

const NOTE = 'prc-online-reload';
const note = (value: object) => window.sessionStorage.setItem(NOTE, JSON.stringify(value));

describe('reloadWhenOnline (the offline page at another page’s address)', () => {
  let stop = () => {};
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z') });
    window.sessionStorage.clear();
    window.history.pushState(null, '', '/contact');
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reloads when the connection comes back, and notes it', () => {
    const reload = jest.fn();
    stop = reloadWhenOnline(window, reload);
    jest.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(NOTE)!)).toEqual({ path: '/contact', attempt: 0, at: Date.now() });
  });

  it('loaded again as the offline page just after such a reload, tries again later, twice at most', () => {
    const reload = jest.fn();
    note({ path: '/contact', attempt: 0, at: Date.now() - 500 });
    stop = reloadWhenOnline(window, reload);
    jest.advanceTimersByTime(ONLINE_RELOAD_DELAYS_MS[1] - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(NOTE)!)).toMatchObject({ attempt: 1 });
    stop();

    const again = jest.fn();
    stop = reloadWhenOnline(window, again);
    jest.advanceTimersByTime(ONLINE_RELOAD_DELAYS_MS[2]);
    expect(again).toHaveBeenCalledTimes(1);
    stop();

    const last = jest.fn();
    stop = reloadWhenOnline(window, last);
    jest.advanceTimersByTime(60_000);
    expect(last).not.toHaveBeenCalled();
  });

  it.each([
    ['an old note, from an earlier time offline', { path: '/contact', attempt: 0, at: Date.parse('2026-11-28T08:59:00Z') }],
    ['a note for another page', { path: '/about', attempt: 0, at: Date.parse('2026-11-28T08:59:59Z') }],
    ['a note that is not one', { path: '/contact' }],
  ])('starts no reload of its own for %s', (_, value) => {
    const reload = jest.fn();
    note(value);
    stop = reloadWhenOnline(window, reload);
    jest.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for the event while the browser says it is still offline', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    note({ path: '/contact', attempt: 0, at: Date.now() - 500 });
    stop = reloadWhenOnline(window, reload);
    jest.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const reload = jest.fn();
    reloadWhenOnline(window, reload)();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
