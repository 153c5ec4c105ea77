import { loadWholeIfNavigationFails, NAVIGATION_WAIT_MS } from '@/lib/client-effects/navigation-watchdog';

const hardNavigate = jest.fn();
let stop: () => void = () => {};
// jsdom cannot navigate: the link's own handler (components/ui/intent-link.tsx) stops every click, as on the site.
const stopClick = (event: Event) => event.preventDefault();

beforeEach(() => {
  jest.useFakeTimers();
  hardNavigate.mockClear();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('id');
  document.body.innerHTML = '<a id="about" href="/about">About</a> <a id="here" href="/#team">Team</a>';
  document.addEventListener('click', stopClick);
  stop = loadWholeIfNavigationFails(window, hardNavigate);
});

afterEach(() => {
  stop();
  document.removeEventListener('click', stopClick);
  jest.clearAllTimers();
  jest.useRealTimers();
});

const click = (id: string) => document.getElementById(id)!.click();

test('a page that has not arrived in time (a stalled chunk) is loaded whole', () => {
  click('about');
  jest.advanceTimersByTime(NAVIGATION_WAIT_MS - 300);
  expect(hardNavigate).not.toHaveBeenCalled();
  jest.advanceTimersByTime(300);
  expect(hardNavigate).toHaveBeenCalledWith('http://localhost/about');
  expect(hardNavigate).toHaveBeenCalledTimes(1);
});

test('the framework’s error page in the site’s place (a failed chunk) loads the page whole at once', () => {
  click('about');
  // Next.js updates the address, then shows its error page.
  window.history.pushState(null, '', '/about');
  document.documentElement.id = '__next_error__';
  jest.advanceTimersByTime(250);
  expect(hardNavigate).toHaveBeenCalledWith('http://localhost/about');
});

test('a page that arrives ends the watch, even when the layout that started it is gone', () => {
  click('about');
  stop();
  window.history.pushState(null, '', '/about');
  jest.advanceTimersByTime(NAVIGATION_WAIT_MS * 2);
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('a watch outlives the layout: the error page unmounts it', () => {
  click('about');
  stop();
  jest.advanceTimersByTime(NAVIGATION_WAIT_MS);
  expect(hardNavigate).toHaveBeenCalledTimes(1);
});

test('a click held by an earlier listener, a link to this page and a modified click are not watched', () => {
  const hold = (event: Event) => event.preventDefault();
  stop();
  window.addEventListener('click', hold, { capture: true });
  stop = loadWholeIfNavigationFails(window, hardNavigate);
  click('about');
  window.removeEventListener('click', hold, { capture: true });
  click('here');
  document.getElementById('about')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  jest.advanceTimersByTime(NAVIGATION_WAIT_MS * 2);
  expect(hardNavigate).not.toHaveBeenCalled();
});

test('Back or Forward while the page is on its way ends the watch: the visitor left the link behind', () => {
  click('about');
  jest.advanceTimersByTime(1_000);
  // The traversal lands on another page than the link's (here the one the visitor was on).
  window.dispatchEvent(new PopStateEvent('popstate'));
  jest.advanceTimersByTime(NAVIGATION_WAIT_MS * 2);
  expect(hardNavigate).not.toHaveBeenCalled();
});
