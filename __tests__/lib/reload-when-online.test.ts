import { REACH_DELAYS_MS, reloadWhenOnline, serverAnswers } from '@/lib/client-effects/reload-when-online';

/** A server the test answers for: each try waits until the test says whether it got through. */
function server() {
  const pending: ((answered: boolean) => void)[] = [];
  const reach = jest.fn(() => new Promise<boolean>((resolve) => pending.push(resolve)));
  const answer = async (answered: boolean) => {
    pending.shift()!(answered);
    // Lets the awaiting code run on.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { reach, answer };
}

describe('reloadWhenOnline (the offline page at another page’s address)', () => {
  let stop = () => {};
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('while the browser says it is offline, asks nothing until the connection comes back, then reloads once the server answers', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    jest.advanceTimersByTime(10 * 60_000);
    expect(reach).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reach).toHaveBeenCalledTimes(1);
    await answer(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after `online`, keeps asking when the first requests still fail, and reloads at the first answer', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await answer(false);
    jest.advanceTimersByTime(REACH_DELAYS_MS[0] - 1);
    expect(reach).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(reach).toHaveBeenCalledTimes(2);
    await answer(false);
    jest.advanceTimersByTime(REACH_DELAYS_MS[1]);
    expect(reach).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
    await answer(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while the browser says it is online (a server down, a worker that gave up), asks from time to time, then every 30 s', async () => {
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    for (const [index, delay] of REACH_DELAYS_MS.entries()) {
      jest.advanceTimersByTime(delay - 1);
      expect(reach).toHaveBeenCalledTimes(index);
      jest.advanceTimersByTime(1);
      expect(reach).toHaveBeenCalledTimes(index + 1);
      await answer(false);
    }
    jest.advanceTimersByTime(29_999);
    expect(reach).toHaveBeenCalledTimes(REACH_DELAYS_MS.length);
    jest.advanceTimersByTime(1);
    expect(reach).toHaveBeenCalledTimes(REACH_DELAYS_MS.length + 1);
    expect(reload).not.toHaveBeenCalled();
    await answer(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops asking while the browser says it is offline again, until `online`', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    jest.advanceTimersByTime(REACH_DELAYS_MS[0]);
    await answer(false);
    onLine.mockReturnValue(false);
    jest.advanceTimersByTime(10 * 60_000);
    expect(reach).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reach).toHaveBeenCalledTimes(2);
    await answer(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts the count again at `online`, and never asks twice at once', async () => {
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    jest.advanceTimersByTime(REACH_DELAYS_MS[0]);
    window.dispatchEvent(new Event('online'));
    expect(reach).toHaveBeenCalledTimes(1);
    await answer(false);
    jest.advanceTimersByTime(REACH_DELAYS_MS[0]);
    expect(reach).toHaveBeenCalledTimes(2);
  });

  it('stops asking and listening when stopped, also with a try on its way', async () => {
    const reload = jest.fn();
    const { reach, answer } = server();
    stop = reloadWhenOnline(window, { reload, reach });
    jest.advanceTimersByTime(REACH_DELAYS_MS[0]);
    stop();
    await answer(true);
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(10 * 60_000);
    expect(reach).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('serverAnswers', () => {
  afterEach(() => jest.useRealTimers());
  const withFetch = (fetch: jest.Mock) => Object.assign(Object.create(window), { fetch, location: window.location, setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) }) as Window;

  it("asks the page's own address with HEAD, past the HTTP cache; any answer counts", async () => {
    window.history.pushState(null, '', '/contact');
    const fetch = jest.fn().mockResolvedValue({ status: 404, ok: false });
    await expect(serverAnswers(withFetch(fetch))).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('http://localhost/contact', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it('a failed request is no answer', async () => {
    await expect(serverAnswers(withFetch(jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))))).resolves.toBe(false);
  });

  it('a request that stalls is given up after 10 s', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn((_: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))));
    const answered = serverAnswers(withFetch(fetch));
    jest.advanceTimersByTime(10_000);
    await expect(answered).resolves.toBe(false);
  });
});
